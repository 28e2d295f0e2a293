import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a settlement lands in the books: one row per financial category or
 * bank account (finance's ids) that does not use the default account. The
 * composite foreign key keeps a mapping inside its company's chart.
 */
export class LedgerMappings1763777100000 implements MigrationInterface {
  name = 'LedgerMappings1763777100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE ledger_mappings (
         company_id uuid NOT NULL,
         source_kind text NOT NULL,
         source_id uuid NOT NULL,
         accounting_account_id uuid NOT NULL,
         CONSTRAINT ledger_mappings_pkey PRIMARY KEY (company_id, source_kind, source_id),
         CONSTRAINT ledger_mappings_account_fkey FOREIGN KEY (company_id, accounting_account_id) REFERENCES accounting_accounts (company_id, id)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ledger_mappings`);
  }
}
