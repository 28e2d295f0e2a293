import { COLLECTION_KIT_TABLES_SQL, companyKeySql, listIndexesSql, recordColumnsSql } from '@bizapi/collections';
import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accounting schema: the chart of accounts, journal entries and lines,
 * the daily balances the reports read, and the configuration lookups (cost
 * centers, business units, custom fields). References are composite
 * foreign keys on (company_id, <ref>_id).
 */
export class CreateAccounting1763777000000 implements MigrationInterface {
  name = 'CreateAccounting1763777000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      ...RUNTIME_TABLES_SQL,
      ...COLLECTION_KIT_TABLES_SQL,
      `CREATE TABLE accounting_accounts (
         ${recordColumnsSql()},
         code text NOT NULL,
         name text NOT NULL,
         account_type text NOT NULL,
         parent_id uuid,
         is_analytical boolean NOT NULL,
         ${companyKeySql('accounting_accounts')},
         CONSTRAINT accounting_accounts_parent_fkey FOREIGN KEY (company_id, parent_id) REFERENCES accounting_accounts (company_id, id)
       )`,
      `CREATE UNIQUE INDEX accounting_accounts_company_code_idx ON accounting_accounts (company_id, code)`,
      ...listIndexesSql('accounting_accounts'),
      `CREATE INDEX accounting_accounts_company_type_idx ON accounting_accounts (company_id, account_type, code) WHERE is_active`,
      `CREATE TABLE accounting_journal_entries (
         ${recordColumnsSql({ deactivatable: false })},
         code text NOT NULL,
         description text NOT NULL,
         entry_date date NOT NULL,
         status text NOT NULL,
         is_automatic boolean NOT NULL DEFAULT false,
         total_debit numeric(15,2) NOT NULL,
         total_credit numeric(15,2) NOT NULL,
         financial_entry_id uuid,
         source_event_id text,
         reverses_id uuid,
         ${companyKeySql('accounting_journal_entries')},
         CONSTRAINT journal_entries_reverses_fkey FOREIGN KEY (company_id, reverses_id) REFERENCES accounting_journal_entries (company_id, id)
       )`,
      `CREATE UNIQUE INDEX journal_entries_company_code_idx ON accounting_journal_entries (company_id, code)`,
      ...listIndexesSql('accounting_journal_entries', { prefix: 'journal_entries', activeOnly: false }),
      `CREATE INDEX journal_entries_company_date_idx ON accounting_journal_entries (company_id, entry_date, id)`,
      `CREATE INDEX journal_entries_company_status_date_idx ON accounting_journal_entries (company_id, status, entry_date, id)`,
      `CREATE UNIQUE INDEX journal_entries_company_source_event_idx ON accounting_journal_entries (company_id, source_event_id) WHERE source_event_id IS NOT NULL`,
      `CREATE TABLE accounting_journal_entry_lines (
         ${recordColumnsSql({ deactivatable: false })},
         journal_entry_id uuid NOT NULL,
         accounting_account_id uuid NOT NULL,
         type text NOT NULL,
         amount numeric(15,2) NOT NULL,
         description text NOT NULL DEFAULT '',
         entry_date date NOT NULL,
         entry_status text NOT NULL,
         CONSTRAINT journal_lines_entry_fkey FOREIGN KEY (company_id, journal_entry_id) REFERENCES accounting_journal_entries (company_id, id),
         CONSTRAINT journal_lines_account_fkey FOREIGN KEY (company_id, accounting_account_id) REFERENCES accounting_accounts (company_id, id)
       )`,
      ...listIndexesSql('accounting_journal_entry_lines', { prefix: 'journal_lines', activeOnly: false }),
      `CREATE INDEX journal_lines_company_entry_idx ON accounting_journal_entry_lines (company_id, journal_entry_id, created_at, id)`,
      `CREATE INDEX journal_lines_company_account_date_idx ON accounting_journal_entry_lines (company_id, accounting_account_id, entry_date, id)`,
      `CREATE TABLE account_daily_balances (
         company_id uuid NOT NULL,
         accounting_account_id uuid NOT NULL,
         day date NOT NULL,
         debit numeric(17,2) NOT NULL,
         credit numeric(17,2) NOT NULL,
         CONSTRAINT account_daily_balances_pkey PRIMARY KEY (company_id, accounting_account_id, day),
         CONSTRAINT account_daily_balances_account_fkey FOREIGN KEY (company_id, accounting_account_id) REFERENCES accounting_accounts (company_id, id)
       )`,
      `CREATE TABLE journal_days (
         company_id uuid NOT NULL,
         day date NOT NULL,
         posted_entries integer NOT NULL,
         CONSTRAINT journal_days_pkey PRIMARY KEY (company_id, day)
       )`,
      `CREATE TABLE cost_centers (
         ${recordColumnsSql()},
         name text NOT NULL,
         code text NOT NULL,
         description text NOT NULL DEFAULT '',
         ${companyKeySql('cost_centers')}
       )`,
      `CREATE UNIQUE INDEX cost_centers_company_code_idx ON cost_centers (company_id, code)`,
      ...listIndexesSql('cost_centers'),
      `CREATE TABLE business_units (
         ${recordColumnsSql()},
         name text NOT NULL,
         description text NOT NULL DEFAULT '',
         ${companyKeySql('business_units')}
       )`,
      `CREATE UNIQUE INDEX business_units_company_name_idx ON business_units (company_id, name)`,
      ...listIndexesSql('business_units'),
      `CREATE TABLE custom_fields (
         ${recordColumnsSql()},
         name text NOT NULL,
         label text NOT NULL,
         field_type text NOT NULL,
         entity_type text NOT NULL,
         options text[],
         is_required boolean NOT NULL DEFAULT false
       )`,
      `CREATE UNIQUE INDEX custom_fields_company_entity_name_idx ON custom_fields (company_id, entity_type, name)`,
      ...listIndexesSql('custom_fields'),
      `CREATE INDEX custom_fields_company_entity_type_idx ON custom_fields (company_id, entity_type) WHERE is_active`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'custom_fields',
      'business_units',
      'cost_centers',
      'journal_days',
      'account_daily_balances',
      'accounting_journal_entry_lines',
      'accounting_journal_entries',
      'accounting_accounts',
      'reference_names',
      'collection_counts',
      'code_sequences',
      'outbox_events',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
