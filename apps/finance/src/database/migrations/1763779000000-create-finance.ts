import { COLLECTION_KIT_TABLES_SQL, companyKeySql, listIndexesSql, recordColumnsSql } from '@bizapi/collections';
import { registerGeneratedColumn, RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { ITEM_TOTAL_SQL } from '../../modules/purchase-order-items/purchase-order-item.entity';

/**
 * The `finance` schema: the runtime's tables (outbox, code counters), the
 * collection kit's (row counters, name copies), and finance's collections.
 * References inside the schema are composite foreign keys on
 * (company_id, <ref>_id); every index begins with company_id.
 */
export class CreateFinance1763779000000 implements MigrationInterface {
  name = 'CreateFinance1763779000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      ...RUNTIME_TABLES_SQL,
      ...COLLECTION_KIT_TABLES_SQL,
      `CREATE TABLE financial_categories (
         ${recordColumnsSql()},
         name text NOT NULL,
         type text NOT NULL,
         parent_id uuid,
         code text NOT NULL,
         ${companyKeySql('financial_categories')},
         CONSTRAINT financial_categories_parent_fkey FOREIGN KEY (company_id, parent_id) REFERENCES financial_categories (company_id, id)
       )`,
      `CREATE UNIQUE INDEX financial_categories_company_code_idx ON financial_categories (company_id, code)`,
      ...listIndexesSql('financial_categories'),
      `CREATE INDEX financial_categories_company_type_idx ON financial_categories (company_id, type, code) WHERE is_active`,
      `CREATE TABLE bank_accounts (
         ${recordColumnsSql()},
         bank_name text NOT NULL,
         agency text NOT NULL,
         account_number text NOT NULL,
         account_type text NOT NULL,
         opening_balance numeric(15,2) NOT NULL DEFAULT 0,
         balance numeric(15,2) NOT NULL DEFAULT 0,
         ${companyKeySql('bank_accounts')}
       )`,
      `CREATE UNIQUE INDEX bank_accounts_company_account_idx ON bank_accounts (company_id, bank_name, agency, account_number)`,
      ...listIndexesSql('bank_accounts'),
      `CREATE TABLE financial_entries (
         ${recordColumnsSql()},
         code text NOT NULL,
         title text NOT NULL,
         person_id uuid NOT NULL,
         type_category text NOT NULL,
         status text NOT NULL,
         original_amount numeric(15,2) NOT NULL,
         paid_amount numeric(15,2),
         original_due_date date NOT NULL,
         payment_date timestamptz,
         financial_category_id uuid NOT NULL,
         bank_account_id uuid NOT NULL,
         payment_method text,
         installment_number integer NOT NULL DEFAULT 1,
         total_installments integer NOT NULL DEFAULT 1,
         installment_group_id uuid NOT NULL,
         discount_amount numeric(15,2) NOT NULL DEFAULT 0,
         interest_amount numeric(15,2) NOT NULL DEFAULT 0,
         fine_amount numeric(15,2) NOT NULL DEFAULT 0,
         notes text,
         ${companyKeySql('financial_entries')},
         CONSTRAINT financial_entries_category_fkey FOREIGN KEY (company_id, financial_category_id) REFERENCES financial_categories (company_id, id),
         CONSTRAINT financial_entries_bank_account_fkey FOREIGN KEY (company_id, bank_account_id) REFERENCES bank_accounts (company_id, id)
       )`,
      `CREATE UNIQUE INDEX financial_entries_company_code_idx ON financial_entries (company_id, code)`,
      ...listIndexesSql('financial_entries'),
      `CREATE INDEX financial_entries_company_title_idx ON financial_entries (company_id, title COLLATE "und-x-icu", id) WHERE is_active`,
      `CREATE INDEX financial_entries_company_due_idx ON financial_entries (company_id, original_due_date, id) WHERE is_active`,
      `CREATE INDEX financial_entries_company_amount_idx ON financial_entries (company_id, original_amount, id) WHERE is_active`,
      `CREATE INDEX financial_entries_company_status_due_idx ON financial_entries (company_id, status, original_due_date) WHERE is_active`,
      `CREATE INDEX financial_entries_company_type_due_idx ON financial_entries (company_id, type_category, original_due_date) WHERE is_active`,
      `CREATE INDEX financial_entries_company_person_idx ON financial_entries (company_id, person_id, original_due_date) WHERE is_active`,
      `CREATE TABLE charges (
         ${recordColumnsSql()},
         financial_entry_id uuid NOT NULL,
         person_id uuid NOT NULL,
         amount numeric(15,2) NOT NULL,
         status text NOT NULL,
         due_date date NOT NULL,
         paid_at timestamptz,
         payment_method text NOT NULL,
         ${companyKeySql('charges')},
         CONSTRAINT charges_financial_entry_fkey FOREIGN KEY (company_id, financial_entry_id) REFERENCES financial_entries (company_id, id)
       )`,
      ...listIndexesSql('charges'),
      `CREATE INDEX charges_company_status_due_idx ON charges (company_id, status, due_date) WHERE is_active`,
      `CREATE INDEX charges_company_person_idx ON charges (company_id, person_id) WHERE is_active`,
      `CREATE UNIQUE INDEX charges_company_entry_idx ON charges (company_id, financial_entry_id)`,
      `CREATE TABLE measurements (
         ${recordColumnsSql()},
         title text NOT NULL,
         person_id uuid NOT NULL,
         measurement_type text NOT NULL,
         status text NOT NULL,
         total_amount numeric(15,2) NOT NULL DEFAULT 0,
         start_date date,
         end_date date,
         ${companyKeySql('measurements')}
       )`,
      ...listIndexesSql('measurements'),
      `CREATE INDEX measurements_company_status_idx ON measurements (company_id, status) WHERE is_active`,
      `CREATE INDEX measurements_company_person_idx ON measurements (company_id, person_id) WHERE is_active`,
      `CREATE TABLE invoices (
         ${recordColumnsSql()},
         person_id uuid NOT NULL,
         measurement_id uuid,
         invoice_amount numeric(15,2) NOT NULL,
         status text NOT NULL,
         due_date date,
         description text,
         CONSTRAINT invoices_measurement_fkey FOREIGN KEY (company_id, measurement_id) REFERENCES measurements (company_id, id)
       )`,
      ...listIndexesSql('invoices'),
      `CREATE INDEX invoices_company_status_idx ON invoices (company_id, status) WHERE is_active`,
      `CREATE INDEX invoices_company_person_idx ON invoices (company_id, person_id) WHERE is_active`,
      `CREATE INDEX invoices_company_measurement_idx ON invoices (company_id, measurement_id) WHERE measurement_id IS NOT NULL`,
      `CREATE TABLE provisioning (
         ${recordColumnsSql()},
         title text NOT NULL,
         amount numeric(15,2) NOT NULL,
         type_category text NOT NULL,
         repeat_period text,
         start_date date NOT NULL,
         end_date date,
         bank_account_id uuid,
         financial_category_id uuid,
         person_id uuid,
         cost_center_id uuid,
         CONSTRAINT provisioning_category_fkey FOREIGN KEY (company_id, financial_category_id) REFERENCES financial_categories (company_id, id),
         CONSTRAINT provisioning_bank_account_fkey FOREIGN KEY (company_id, bank_account_id) REFERENCES bank_accounts (company_id, id)
       )`,
      ...listIndexesSql('provisioning'),
      `CREATE INDEX provisioning_company_type_idx ON provisioning (company_id, type_category) WHERE is_active`,
      `CREATE TABLE purchase_orders (
         ${recordColumnsSql()},
         code text NOT NULL,
         title text NOT NULL,
         supplier_id uuid NOT NULL,
         project_id uuid,
         status text NOT NULL,
         total_amount numeric(15,2) NOT NULL DEFAULT 0,
         expected_delivery_date timestamptz,
         description text,
         ${companyKeySql('purchase_orders')}
       )`,
      `CREATE UNIQUE INDEX purchase_orders_company_code_idx ON purchase_orders (company_id, code)`,
      ...listIndexesSql('purchase_orders'),
      `CREATE INDEX purchase_orders_company_status_idx ON purchase_orders (company_id, status) WHERE is_active`,
      `CREATE INDEX purchase_orders_company_supplier_idx ON purchase_orders (company_id, supplier_id) WHERE is_active`,
      `CREATE INDEX purchase_orders_company_project_idx ON purchase_orders (company_id, project_id) WHERE is_active AND project_id IS NOT NULL`,
      `CREATE TABLE purchase_order_items (
         ${recordColumnsSql()},
         purchase_order_id uuid NOT NULL,
         description text NOT NULL,
         quantity numeric(15,4) NOT NULL,
         unit_price numeric(15,2) NOT NULL,
         total_price numeric(15,2) GENERATED ALWAYS AS (${ITEM_TOTAL_SQL}) STORED NOT NULL,
         CONSTRAINT purchase_order_items_order_fkey FOREIGN KEY (company_id, purchase_order_id) REFERENCES purchase_orders (company_id, id)
       )`,
      `CREATE INDEX purchase_order_items_company_order_idx ON purchase_order_items (company_id, purchase_order_id, created_at, id) WHERE is_active`,
      ...listIndexesSql('purchase_order_items'),
    ];
    for (const statement of statements) await queryRunner.query(statement);
    await registerGeneratedColumn(queryRunner, 'purchase_order_items', 'total_price', ITEM_TOTAL_SQL);
  }

  async down(): Promise<void> {
    throw new Error('the first migration is not reversible: drop the schema instead');
  }
}
