import { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes that serve a name or title order, each on `table (company_id, column, id)`. */
const SORT_INDEXES = [
  ['products_company_name_idx', 'products', 'name'],
  ['leads_company_title_idx', 'leads', 'title'],
  ['deals_company_title_idx', 'deals', 'title'],
] as const;

/**
 * Product names and lead and deal titles sort with ICU's root collation, as
 * person names do (1763774000000), so the indexes serving that order use it too.
 */
export class CrmTitleCollation1763775000000 implements MigrationInterface {
  name = 'CrmTitleCollation1763775000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [index, table, column] of SORT_INDEXES) {
      await queryRunner.query(`DROP INDEX ${index}`);
      await queryRunner.query(`CREATE INDEX ${index} ON ${table} (company_id, ${column} COLLATE "und-x-icu", id) WHERE is_active`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [index, table, column] of SORT_INDEXES) {
      await queryRunner.query(`DROP INDEX ${index}`);
      await queryRunner.query(`CREATE INDEX ${index} ON ${table} (company_id, ${column}, id) WHERE is_active`);
    }
  }
}
