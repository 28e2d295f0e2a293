import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every domain event the service received, kept WEBHOOK_EVENT_RETENTION_DAYS
 * for replays and resends. `body` is the exact text that is sent and signed.
 */
@Entity({ name: 'received_events' })
@Index('received_events_company_occurred_idx', ['companyId', 'occurredAt'])
/** For the sweeper's retention DELETE. */
@Index('received_events_received_idx', ['receivedAt'])
export class ReceivedEventEntity {
  /** `evt_...`, the event id and the deliveries' X-Webhook-Id. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  event: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
