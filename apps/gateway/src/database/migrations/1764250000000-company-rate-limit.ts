import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rate limit per company, set by the operator (`companies:update --rate-limit`);
 * NULL: the gateway's RATE_LIMIT_PER_MINUTE, the spec's 100 (docs/decisions.md,
 * "A rate limit per company").
 */
export class CompanyRateLimit1764250000000 implements MigrationInterface {
  name = 'CompanyRateLimit1764250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies ADD COLUMN rate_limit_per_minute integer
        CONSTRAINT companies_rate_limit_per_minute_check CHECK (rate_limit_per_minute BETWEEN 1 AND 10000000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies DROP COLUMN rate_limit_per_minute`);
  }
}
