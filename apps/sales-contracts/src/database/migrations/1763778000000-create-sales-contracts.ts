import { COLLECTION_KIT_TABLES_SQL, companyKeySql, listIndexesSql, recordColumnsSql } from '@bizapi/collections';
import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `sales_contracts` schema: the runtime's tables (outbox, code counters),
 * the collection kit's (row counters, name copies), quotes and their items,
 * signs, recurring contracts and their items. References inside the schema
 * are composite foreign keys on (company_id, <ref>_id); deals and persons
 * belong to people-crm and are checked by it.
 */
export class CreateSalesContracts1763778000000 implements MigrationInterface {
  name = 'CreateSalesContracts1763778000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      ...RUNTIME_TABLES_SQL,
      ...COLLECTION_KIT_TABLES_SQL,
      `CREATE TABLE quotes (
         ${recordColumnsSql()},
         code text NOT NULL,
         deal_id uuid NOT NULL,
         title text NOT NULL,
         status text NOT NULL,
         total_amount numeric(15,2) NOT NULL,
         discount numeric(15,2) NOT NULL,
         valid_until timestamptz,
         notes text,
         ${companyKeySql('quotes')}
       )`,
      `CREATE UNIQUE INDEX quotes_company_code_idx ON quotes (company_id, code)`,
      ...listIndexesSql('quotes'),
      `CREATE INDEX quotes_company_total_idx ON quotes (company_id, total_amount, id) WHERE is_active`,
      `CREATE INDEX quotes_company_deal_idx ON quotes (company_id, deal_id) WHERE is_active`,
      `CREATE INDEX quotes_company_status_valid_until_idx ON quotes (company_id, status, valid_until) WHERE is_active`,
      `CREATE INDEX quotes_expiring_idx ON quotes (valid_until) WHERE is_active AND status IN ('DRAFT', 'SENT')`,
      `CREATE TABLE quote_items (
         ${recordColumnsSql()},
         quote_id uuid NOT NULL,
         description text NOT NULL,
         quantity numeric(15,4) NOT NULL,
         unit_price numeric(15,2) NOT NULL,
         discount numeric(15,2) NOT NULL,
         total_price numeric(15,2) NOT NULL,
         CONSTRAINT quote_items_quote_fkey FOREIGN KEY (company_id, quote_id) REFERENCES quotes (company_id, id)
       )`,
      `CREATE INDEX quote_items_company_quote_idx ON quote_items (company_id, quote_id, created_at, id) WHERE is_active`,
      ...listIndexesSql('quote_items'),
      `CREATE TABLE signs (
         ${recordColumnsSql()},
         code text NOT NULL,
         title text NOT NULL,
         status text NOT NULL,
         contract_situation text,
         deal_id uuid,
         person_id uuid,
         signed_at timestamptz,
         content text,
         ${companyKeySql('signs')}
       )`,
      `CREATE UNIQUE INDEX signs_company_code_idx ON signs (company_id, code)`,
      ...listIndexesSql('signs'),
      `CREATE INDEX signs_company_status_idx ON signs (company_id, status) WHERE is_active`,
      `CREATE INDEX signs_company_situation_idx ON signs (company_id, contract_situation) WHERE is_active`,
      `CREATE TABLE contracts (
         ${recordColumnsSql()},
         sign_id uuid NOT NULL,
         person_id uuid,
         title text NOT NULL,
         status text NOT NULL,
         start_date timestamptz NOT NULL,
         end_date timestamptz NOT NULL,
         monthly_amount numeric(15,2) NOT NULL,
         renewal_type text NOT NULL,
         billing_type text NOT NULL,
         ${companyKeySql('contracts')},
         CONSTRAINT contracts_sign_fkey FOREIGN KEY (company_id, sign_id) REFERENCES signs (company_id, id)
       )`,
      ...listIndexesSql('contracts'),
      `CREATE INDEX contracts_company_status_end_idx ON contracts (company_id, status, end_date) WHERE is_active`,
      `CREATE INDEX contracts_expiring_idx ON contracts (end_date) WHERE is_active AND status = 'ACTIVE'`,
      `CREATE INDEX contracts_company_person_idx ON contracts (company_id, person_id) WHERE is_active`,
      `CREATE INDEX contracts_company_sign_idx ON contracts (company_id, sign_id)`,
      `CREATE TABLE contract_items (
         ${recordColumnsSql()},
         contract_id uuid NOT NULL,
         description text NOT NULL,
         quantity numeric(15,4) NOT NULL,
         unit_price numeric(15,2),
         CONSTRAINT contract_items_contract_fkey FOREIGN KEY (company_id, contract_id) REFERENCES contracts (company_id, id)
       )`,
      `CREATE INDEX contract_items_company_contract_idx ON contract_items (company_id, contract_id, created_at, id) WHERE is_active`,
      ...listIndexesSql('contract_items'),
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(): Promise<void> {
    throw new Error('the first migration is not reversible: drop the schema instead');
  }
}
