import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DeliveryEntity } from './delivery.entity';

/** One POST to a receiver, as the delivery log shows it. */
@Entity({ name: 'delivery_attempts' })
@Index('delivery_attempts_company_delivery_idx', ['companyId', 'deliveryId', 'attemptNumber'])
export class DeliveryAttemptEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => DeliveryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'delivery_attempts_delivery_id_fkey' })
  delivery?: DeliveryEntity;

  @Column({ name: 'attempt_number', type: 'integer' })
  attemptNumber: number;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  /** Null when no response came (refused, reset, timed out). */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The first KiB of the receiver's answer. */
  @Column({ name: 'response_excerpt', type: 'text', nullable: true })
  responseExcerpt: string | null;

  @Column({ type: 'boolean' })
  succeeded: boolean;
}
