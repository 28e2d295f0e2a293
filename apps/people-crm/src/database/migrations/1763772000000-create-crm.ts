import { registerGeneratedColumn } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** quantity x unitPrice reduced by the percentage discount, rounded half away from zero to cents. */
const DEAL_ITEM_TOTAL = 'round(quantity * unit_price * (100 - discount) / 100, 2)';

/**
 * The CRM: products, deal pipelines and their stages, deals, deal items,
 * leads and activities. Names shown next to references (personName,
 * dealTitle, dealStageName...) are read through joins, so only the
 * responsible user's name, which lives in another service, is copied.
 */
export class CreateCrm1763772000000 implements MigrationInterface {
  name = 'CreateCrm1763772000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        unit_price numeric(15,2) NOT NULL,
        cost_price numeric(15,2),
        description text,
        unit text,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX products_company_created_idx ON products (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX products_company_name_idx ON products (company_id, name, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX products_company_unit_price_idx ON products (company_id, unit_price, id) WHERE is_active`);
    await queryRunner.query(`CREATE UNIQUE INDEX products_company_code_idx ON products (company_id, code) WHERE is_active`);

    await queryRunner.query(`
      CREATE TABLE deal_pipelines (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX deal_pipelines_company_name_idx ON deal_pipelines (company_id, name)`);
    await queryRunner.query(`CREATE INDEX deal_pipelines_company_created_idx ON deal_pipelines (company_id, created_at, id) WHERE is_active`);

    await queryRunner.query(`
      CREATE TABLE deal_stages (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        deal_pipeline_id uuid NOT NULL CONSTRAINT deal_stages_deal_pipeline_id_fkey REFERENCES deal_pipelines (id),
        name text NOT NULL,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX deal_stages_company_pipeline_position_idx ON deal_stages (company_id, deal_pipeline_id, position)`,
    );

    await queryRunner.query(`
      CREATE TABLE deals (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        title text NOT NULL,
        customer_id uuid NOT NULL CONSTRAINT deals_customer_id_fkey REFERENCES persons (id),
        deal_type text NOT NULL,
        deal_pipeline_id uuid NOT NULL CONSTRAINT deals_deal_pipeline_id_fkey REFERENCES deal_pipelines (id),
        deal_stage_id uuid NOT NULL CONSTRAINT deals_deal_stage_id_fkey REFERENCES deal_stages (id),
        amount numeric(15,2),
        expected_close_date timestamptz,
        description text,
        tags text[] NOT NULL DEFAULT '{}',
        responsible_id uuid NOT NULL,
        responsible_name text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX deals_company_code_idx ON deals (company_id, code)`);
    await queryRunner.query(`CREATE INDEX deals_company_created_idx ON deals (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX deals_company_title_idx ON deals (company_id, title, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX deals_company_amount_idx ON deals (company_id, amount, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX deals_company_customer_idx ON deals (company_id, customer_id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX deals_company_pipeline_idx ON deals (company_id, deal_pipeline_id) WHERE is_active`);

    // totalPrice is derived by PostgreSQL in exact decimal arithmetic, so it can never disagree with its inputs.
    await queryRunner.query(`
      CREATE TABLE deal_items (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        deal_id uuid NOT NULL CONSTRAINT deal_items_deal_id_fkey REFERENCES deals (id),
        description text NOT NULL,
        quantity numeric(15,4) NOT NULL DEFAULT 1,
        unit_price numeric(15,2) NOT NULL DEFAULT 0,
        discount numeric(5,2) NOT NULL DEFAULT 0,
        total_price numeric(15,2) GENERATED ALWAYS AS (${DEAL_ITEM_TOTAL}) STORED NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX deal_items_company_deal_idx ON deal_items (company_id, deal_id, created_at, id) WHERE is_active`);
    await registerGeneratedColumn(queryRunner, 'deal_items', 'total_price', DEAL_ITEM_TOTAL);

    await queryRunner.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        title text NOT NULL,
        person_id uuid CONSTRAINT leads_person_id_fkey REFERENCES persons (id),
        status text NOT NULL DEFAULT 'NEW',
        source_channel text,
        description text,
        tags text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX leads_company_created_idx ON leads (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX leads_company_title_idx ON leads (company_id, title, id) WHERE is_active`);

    await queryRunner.query(`
      CREATE TABLE activities (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        title text NOT NULL,
        type text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING',
        deal_id uuid CONSTRAINT activities_deal_id_fkey REFERENCES deals (id),
        person_id uuid CONSTRAINT activities_person_id_fkey REFERENCES persons (id),
        description text,
        due_date timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX activities_company_created_idx ON activities (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX activities_company_deal_idx ON activities (company_id, deal_id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX activities_company_person_idx ON activities (company_id, person_id) WHERE is_active`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM typeorm_metadata WHERE "table" = 'deal_items' AND name = 'total_price'`);
    for (const table of ['activities', 'leads', 'deal_items', 'deals', 'deal_stages', 'deal_pipelines', 'products']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
