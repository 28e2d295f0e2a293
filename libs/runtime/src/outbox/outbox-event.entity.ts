import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A domain event written in the same transaction as the change it reports,
 * waiting for the relay to publish it to JetStream. Infrastructure, not a
 * tenant record: it is read in sequence order, never by company.
 */
@Entity({ name: 'outbox_events' })
@Index('outbox_events_unpublished_idx', ['sequence'], { where: 'published_at IS NULL' })
export class OutboxEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  sequence: string;

  @Column({ name: 'event_id', type: 'text' })
  @Index('outbox_events_event_id_key', { unique: true })
  eventId: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  event: string;

  /** `json`, not `jsonb`: it keeps the text, so field order survives to the webhook body. */
  @Column({ type: 'json' })
  payload: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}
