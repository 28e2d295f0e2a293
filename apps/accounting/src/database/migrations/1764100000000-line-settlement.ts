import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The settlement an entry came from, copied onto its lines (as its date and
 * status already are), so an account statement reads its lines from one
 * index range without looking up each line's entry.
 */
export class LineSettlement1764100000000 implements MigrationInterface {
  name = 'LineSettlement1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounting_journal_entry_lines ADD COLUMN financial_entry_id uuid`);
    await queryRunner.query(
      `UPDATE accounting_journal_entry_lines l SET financial_entry_id = e.financial_entry_id
       FROM accounting_journal_entries e
       WHERE e.company_id = l.company_id AND e.id = l.journal_entry_id AND e.financial_entry_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounting_journal_entry_lines DROP COLUMN financial_entry_id`);
  }
}
