import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ReceivedEventEntity } from '../intake/received-event.entity';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a delivery exists: the event itself, a resend of a delivery, a replay of a time range, or a test event (POST /webhooks/:id/test). */
export const DELIVERY_ORIGINS = ['EVENT', 'RESEND', 'REPLAY', 'TEST'] as const;
export type DeliveryOrigin = (typeof DELIVERY_ORIGINS)[number];

/**
 * One event to one subscription: the record PostgreSQL keeps of what the
 * queue is doing, and the source of truth if the queue loses a job.
 */
@Entity({ name: 'deliveries' })
@Index('deliveries_company_subscription_idx', ['companyId', 'subscriptionId', 'createdAt', 'id'])
@Index('deliveries_one_per_event_idx', ['subscriptionId', 'eventId'], { unique: true, where: `origin = 'EVENT'` })
@Index('deliveries_pending_idx', ['nextAttemptAt'], { where: `status = 'PENDING'` })
@Index('deliveries_company_pending_idx', ['companyId'], { where: `status = 'PENDING'` })
@Index('deliveries_unqueued_idx', ['companyId', 'createdAt', 'id'], { where: `status = 'PENDING' AND next_attempt_at IS NULL` })
export class DeliveryEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @ManyToOne(() => SubscriptionEntity)
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'deliveries_subscription_id_fkey' })
  subscription?: SubscriptionEntity;

  @Column({ name: 'event_id', type: 'text' })
  eventId: string;

  @ManyToOne(() => ReceivedEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'deliveries_event_id_fkey' })
  receivedEvent?: ReceivedEventEntity;

  @Column({ type: 'text' })
  event: string;

  @Column({ type: 'text' })
  origin: DeliveryOrigin;

  @Column({ type: 'text', default: 'PENDING' })
  status: DeliveryStatus;

  @Column({ name: 'attempt_count', type: 'integer', default: 0 })
  attemptCount: number;

  /** When the next attempt is due; null once the delivery is settled, and while a replayed one waits its turn to be queued. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
