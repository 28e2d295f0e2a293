import { DomainEvent, EventName } from '@bizapi/contracts';
import { OUTBOX_CHANNEL, formatCode, newEventId } from '@bizapi/runtime';
import { EntityManager } from 'typeorm';

/**
 * Many domain events of one company in one statement, in the given order, as
 * OutboxWriter.append writes each (same row, same NOTIFY at commit): the
 * outbox's sequence numbers follow the array, so the relay publishes them in
 * this order. For writes that emit hundreds of events (120 installments).
 */
export async function appendEvents(manager: EntityManager, companyId: string, events: readonly { event: EventName; data: object }[]): Promise<void> {
  if (!events.length) return;
  const timestamp = new Date().toISOString();
  const rows: DomainEvent<object>[] = events.map(({ event, data }) => ({ id: newEventId(), event, timestamp, companyId, data }));
  await manager.query(
    `WITH added AS (
       INSERT INTO outbox_events (event_id, company_id, event, payload)
       SELECT e.event_id, $2::uuid, e.event, e.payload::json
       FROM unnest($1::text[], $3::text[], $4::text[]) WITH ORDINALITY AS e(event_id, event, payload, position)
       ORDER BY e.position
       RETURNING 1
     )
     SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM added LIMIT 1) AS any_added`,
    [rows.map((row) => row.id), companyId, rows.map((row) => row.event), rows.map((row) => JSON.stringify(row))],
  );
}

/**
 * The next `count` codes of the company's `prefix` in one statement, for a
 * transaction that already drew one (so the counter row exists and is
 * locked): gapless and in order, as CodeGenerator.next would give them one by one.
 */
export async function nextCodes(manager: EntityManager, companyId: string, prefix: string, count: number): Promise<string[]> {
  if (count < 1) return [];
  const rows = (await manager.query(
    `UPDATE code_sequences SET last_value = last_value + $3 WHERE company_id = $1 AND prefix = $2 RETURNING last_value`,
    [companyId, prefix, count],
  )) as [{ last_value: string }[], number] | { last_value: string }[];
  const [row] = (Array.isArray(rows[0]) ? rows[0] : rows) as { last_value: string }[];
  const last = Number(row.last_value);
  return Array.from({ length: count }, (_, index) => formatCode(prefix, last - count + 1 + index));
}
