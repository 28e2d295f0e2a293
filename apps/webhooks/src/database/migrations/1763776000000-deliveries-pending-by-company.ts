import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's pending deliveries counted against WEBHOOK_MAX_PENDING_PER_COMPANY, and replayed deliveries
 * still waiting their turn to be queued (next_attempt_at null) found in order: both read from small partial indexes.
 */
export class DeliveriesPendingByCompany1763776000000 implements MigrationInterface {
  name = 'DeliveriesPendingByCompany1763776000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS deliveries_company_pending_idx ON deliveries (company_id) WHERE status = 'PENDING'`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS deliveries_unqueued_idx ON deliveries (company_id, created_at, id) WHERE status = 'PENDING' AND next_attempt_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS deliveries_unqueued_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS deliveries_company_pending_idx`);
  }
}
