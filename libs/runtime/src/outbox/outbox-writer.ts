import { DomainEvent, EventName } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { newEventId } from '../ids/ids';
import { OUTBOX_CHANNEL } from './outbox-relay';

/**
 * Records domain events inside the caller's transaction, so an event exists
 * exactly when its change does. The NOTIFY is delivered on commit and wakes
 * the relay at once.
 */
@Injectable()
export class OutboxWriter {
  async append<TData extends object>(
    manager: EntityManager,
    companyId: string,
    event: EventName,
    data: TData,
  ): Promise<DomainEvent<TData>> {
    const domainEvent: DomainEvent<TData> = {
      id: newEventId(),
      event,
      timestamp: new Date().toISOString(),
      companyId,
      data,
    };
    // One round trip: the row, and the NOTIFY that PostgreSQL delivers at commit.
    await manager.query(
      `WITH added AS (
         INSERT INTO outbox_events (event_id, company_id, event, payload) VALUES ($1, $2, $3, $4) RETURNING 1
       )
       SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM added`,
      [domainEvent.id, companyId, event, domainEvent],
    );
    return domainEvent;
  }
}
