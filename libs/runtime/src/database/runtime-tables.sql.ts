/**
 * DDL of the tables every domain service keeps in its own schema for the
 * runtime: the transactional outbox and the code counters. A service's first
 * migration runs these; the entities are OutboxEventEntity and
 * CodeSequenceEntity, and the schema check keeps both in agreement.
 */
export const RUNTIME_TABLES_SQL: readonly string[] = [
  `CREATE TABLE outbox_events (
     sequence bigserial PRIMARY KEY,
     event_id text NOT NULL,
     company_id uuid NOT NULL,
     event text NOT NULL,
     payload json NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     published_at timestamptz
   )`,
  `CREATE UNIQUE INDEX outbox_events_event_id_key ON outbox_events (event_id)`,
  `CREATE INDEX outbox_events_unpublished_idx ON outbox_events (sequence) WHERE published_at IS NULL`,
  `CREATE TABLE code_sequences (
     company_id uuid NOT NULL,
     prefix text NOT NULL,
     last_value bigint NOT NULL,
     PRIMARY KEY (company_id, prefix)
   )`,
];
