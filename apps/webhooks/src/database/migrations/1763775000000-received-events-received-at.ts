import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sweeper's retention DELETE filters received_events by received_at: without this, a full scan each sweep. */
export class ReceivedEventsReceivedAt1763775000000 implements MigrationInterface {
  name = 'ReceivedEventsReceivedAt1763775000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS received_events_received_idx ON received_events (received_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS received_events_received_idx`);
  }
}
