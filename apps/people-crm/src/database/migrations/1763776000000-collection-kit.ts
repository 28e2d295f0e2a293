import { COLLECTION_KIT_TABLES_SQL } from '@bizapi/collections';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables a reference may point to, and the composite foreign keys that replace the single-column ones. */
const REFERENCED = ['persons', 'products', 'deals', 'deal_pipelines', 'deal_stages'];
const FOREIGN_KEYS: [table: string, column: string, target: string, oldName: string, newName: string][] = [
  ['person_emails', 'person_id', 'persons', 'person_emails_person_id_fkey', 'person_emails_person_fkey'],
  ['person_phones', 'person_id', 'persons', 'person_phones_person_id_fkey', 'person_phones_person_fkey'],
  ['deal_stages', 'deal_pipeline_id', 'deal_pipelines', 'deal_stages_deal_pipeline_id_fkey', 'deal_stages_deal_pipeline_fkey'],
  ['deals', 'customer_id', 'persons', 'deals_customer_id_fkey', 'deals_customer_fkey'],
  ['deals', 'deal_pipeline_id', 'deal_pipelines', 'deals_deal_pipeline_id_fkey', 'deals_deal_pipeline_fkey'],
  ['deals', 'deal_stage_id', 'deal_stages', 'deals_deal_stage_id_fkey', 'deals_deal_stage_fkey'],
  ['deal_items', 'deal_id', 'deals', 'deal_items_deal_id_fkey', 'deal_items_deal_fkey'],
  ['leads', 'person_id', 'persons', 'leads_person_id_fkey', 'leads_person_fkey'],
  ['activities', 'deal_id', 'deals', 'activities_deal_id_fkey', 'activities_deal_fkey'],
  ['activities', 'person_id', 'persons', 'activities_person_id_fkey', 'activities_person_fkey'],
];
/** Collection name → table, for the row counters. */
const COLLECTION_TABLES: Record<string, string> = {
  persons: 'persons',
  'person-emails': 'person_emails',
  'person-phones': 'person_phones',
  leads: 'leads',
  activities: 'activities',
  deals: 'deals',
  'deal-items': 'deal_items',
  'deal-pipelines': 'deal_pipelines',
  products: 'products',
};
/** Name copies of this service's referenceable records: collection → SQL of (company_id, id, name, version). */
const NAMED: Record<string, string> = {
  persons: 'SELECT company_id, id, name, updated_at FROM persons',
  products: 'SELECT company_id, id, name, updated_at FROM products',
  deals: 'SELECT company_id, id, title, updated_at FROM deals',
  'deal-pipelines': 'SELECT company_id, id, name, updated_at FROM deal_pipelines',
  'deal-stages': 'SELECT company_id, id, name, updated_at FROM deal_stages',
  // The responsible user's name was copied onto each deal; the identity service's later answers replace it.
  'company-users': `SELECT DISTINCT ON (company_id, responsible_id) company_id, responsible_id, responsible_name, '-infinity'::timestamptz FROM deals`,
};

/**
 * The collection kit (libs/collections): per-company row counters and name
 * copies; references that PostgreSQL itself keeps inside one company
 * (composite foreign keys on (company_id, <ref>_id)); an index per list
 * order (updatedAt for incremental sync) and per filter; deal items follow
 * their deal's deactivation instead of being hidden by a join.
 */
export class CollectionKit1763776000000 implements MigrationInterface {
  name = 'CollectionKit1763776000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of COLLECTION_KIT_TABLES_SQL) await queryRunner.query(sql);
    for (const table of REFERENCED) {
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_company_id_key UNIQUE (company_id, id)`);
    }
    for (const [table, column, target, oldName, newName] of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${oldName}`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${newName} FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)`,
      );
    }
    for (const table of Object.values(COLLECTION_TABLES)) {
      await queryRunner.query(`CREATE INDEX ${table}_company_updated_idx ON ${table} (company_id, updated_at, id) WHERE is_active`);
    }
    await queryRunner.query(`CREATE INDEX deal_items_company_created_idx ON deal_items (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX persons_company_type_idx ON persons (company_id, person_type) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX products_company_type_idx ON products (company_id, type) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX deals_company_type_idx ON deals (company_id, deal_type) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX leads_company_status_idx ON leads (company_id, status) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX activities_company_type_status_idx ON activities (company_id, type, status) WHERE is_active`);

    await queryRunner.query(
      `UPDATE deal_items SET is_active = false, updated_at = now()
       WHERE is_active AND NOT EXISTS (SELECT 1 FROM deals WHERE deals.company_id = deal_items.company_id AND deals.id = deal_items.deal_id AND deals.is_active)`,
    );
    for (const [collection, table] of Object.entries(COLLECTION_TABLES)) {
      await queryRunner.query(
        `INSERT INTO collection_counts (company_id, collection, stripe, active_count)
         SELECT company_id, $1, 0, count(*) FROM ${table} WHERE is_active GROUP BY company_id`,
        [collection],
      );
    }
    for (const [collection, select] of Object.entries(NAMED)) {
      await queryRunner.query(
        `INSERT INTO reference_names (company_id, collection, id, name, version)
         SELECT q.company_id, $1, q.id, q.name, q.version FROM (${select}) AS q (company_id, id, name, version)
         ON CONFLICT DO NOTHING`,
        [collection],
      );
    }
    // Expand, then contract: the release before this one still reads the column while both run; a later migration drops it.
    await queryRunner.query(`ALTER TABLE deals ALTER COLUMN responsible_name DROP NOT NULL`);
  }

  /** Back to single-column foreign keys; the counters and name copies go (the previous release does not read them). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE deals SET responsible_name = coalesce(responsible_name, '')`);
    await queryRunner.query(`ALTER TABLE deals ALTER COLUMN responsible_name SET NOT NULL`);
    for (const [table, column, target, oldName, newName] of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${newName}`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${oldName} FOREIGN KEY (${column}) REFERENCES ${target} (id)`);
    }
    for (const table of REFERENCED) await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_company_id_key`);
    for (const table of Object.values(COLLECTION_TABLES)) await queryRunner.query(`DROP INDEX ${table}_company_updated_idx`);
    for (const index of ['deal_items_company_created_idx', 'persons_company_type_idx', 'products_company_type_idx', 'deals_company_type_idx', 'leads_company_status_idx', 'activities_company_type_status_idx']) {
      await queryRunner.query(`DROP INDEX ${index}`);
    }
    await queryRunner.query(`DROP TABLE reference_names`);
    await queryRunner.query(`DROP TABLE collection_counts`);
  }
}
