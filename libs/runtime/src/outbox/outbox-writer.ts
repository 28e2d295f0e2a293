import { DomainEvent, EventName } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { EntityManager } from 'typeorm';
import { newEventId } from '../ids/ids';
import { OUTBOX_CHANNEL_SQL } from './outbox-relay';
import { TraceCarrier, currentTraceCarrier } from '../tracing/trace-context';
import { inSpan } from '../tracing/tracing';

/**
 * The stored event: the domain event, plus (when tracing) the trace context
 * of the write as `traceContext`, which the relay continues. It rides in the
 * existing JSON column rather than a new one; the webhook body never has it.
 */
function storedEvent(event: DomainEvent<object>, traceContext: TraceCarrier | undefined): object {
  return traceContext ? { ...event, traceContext } : event;
}

/**
 * Records domain events inside the caller's transaction, so an event exists
 * exactly when its change does. The NOTIFY is delivered on commit and wakes
 * the relay at once. With tracing on, each append is an `outbox append` span.
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
    const attributes = { 'bizapi.event': event, 'bizapi.event_id': domainEvent.id };
    await inSpan(`outbox append ${event}`, SpanKind.INTERNAL, attributes, () =>
      // One round trip: the row, and the NOTIFY that PostgreSQL delivers at commit.
      manager.query(
        `WITH added AS (
           INSERT INTO outbox_events (event_id, company_id, event, payload) VALUES ($1, $2, $3, $4) RETURNING 1
         )
         SELECT pg_notify(${OUTBOX_CHANNEL_SQL}, '') FROM added`,
        [domainEvent.id, companyId, event, storedEvent(domainEvent, currentTraceCarrier())],
      ),
    );
    return domainEvent;
  }

  /**
   * Many events of one company in one statement, in the given order (the
   * outbox's sequence follows the array, so the relay publishes them in this
   * order), with one NOTIFY at commit: for a write that emits hundreds.
   */
  async appendMany(
    manager: EntityManager,
    companyId: string,
    events: readonly { event: EventName; data: object }[],
  ): Promise<DomainEvent<object>[]> {
    if (!events.length) return [];
    const timestamp = new Date().toISOString();
    const rows: DomainEvent<object>[] = events.map(({ event, data }) => ({ id: newEventId(), event, timestamp, companyId, data }));
    const attributes = { 'bizapi.event': events[0].event, 'bizapi.event_count': rows.length };
    await inSpan(`outbox append ${events[0].event}`, SpanKind.INTERNAL, attributes, () => this.insertMany(manager, companyId, rows));
    return rows;
  }

  private async insertMany(manager: EntityManager, companyId: string, rows: DomainEvent<object>[]): Promise<void> {
    const traceContext = currentTraceCarrier();
    await manager.query(
      `WITH added AS (
         INSERT INTO outbox_events (event_id, company_id, event, payload)
         SELECT e.event_id, $2::uuid, e.event, e.payload::json
         FROM unnest($1::text[], $3::text[], $4::text[]) WITH ORDINALITY AS e(event_id, event, payload, position)
         ORDER BY e.position
         RETURNING 1
       )
       SELECT pg_notify(${OUTBOX_CHANNEL_SQL}, '') FROM (SELECT 1 FROM added LIMIT 1) AS any_added`,
      [
        rows.map((row) => row.id),
        companyId,
        rows.map((row) => row.event),
        rows.map((row) => JSON.stringify(storedEvent(row, traceContext))),
      ],
    );
  }
}
