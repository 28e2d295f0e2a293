import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many POSTED lines each account has on each day, kept beside its
 * debits and credits: a ledger counts the lines of its period from these
 * (a few rows per account and day) before it reads any line, and refuses a
 * period with more than it answers (modules/reports/report-bounds.ts).
 */
export class DailyPostedLines1764200000000 implements MigrationInterface {
  name = 'DailyPostedLines1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE account_daily_balances ADD COLUMN posted_lines integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE account_daily_balances b SET posted_lines = l.lines
       FROM (SELECT company_id, accounting_account_id, entry_date, count(*)::int AS lines
               FROM accounting_journal_entry_lines WHERE entry_status = 'POSTED' GROUP BY 1, 2, 3) l
       WHERE b.company_id = l.company_id AND b.accounting_account_id = l.accounting_account_id AND b.day = l.entry_date`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE account_daily_balances DROP COLUMN posted_lines`);
  }
}
