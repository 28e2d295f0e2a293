import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Brings an outbox made by the first release to today's RUNTIME_TABLES_SQL:
 * `payload` as json, which keeps the event's text (and so its field order)
 * as written, where jsonb reorders keys; and the event-id uniqueness as a
 * plain unique index. On a database created since, both are already so and
 * this changes nothing.
 */
export class OutboxPayloadJson1763774500000 implements MigrationInterface {
  name = 'OutboxPayloadJson1763774500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_events ALTER COLUMN payload TYPE json USING payload::json`);
    await queryRunner.query(`ALTER TABLE outbox_events DROP CONSTRAINT IF EXISTS outbox_events_event_id_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX IF NOT EXISTS outbox_events_event_id_key ON outbox_events (event_id)`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the first release reads both forms.
  }
}
