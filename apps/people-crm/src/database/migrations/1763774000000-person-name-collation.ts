import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists ordered by name sort with ICU's root collation ("Álvaro" before
 * "Zeca", whatever the database's own collation), so the index that serves
 * that order must use it too.
 */
export class PersonNameCollation1763774000000 implements MigrationInterface {
  name = 'PersonNameCollation1763774000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX persons_company_name_idx`);
    await queryRunner.query(
      `CREATE INDEX persons_company_name_idx ON persons (company_id, name COLLATE "und-x-icu", id) WHERE is_active`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX persons_company_name_idx`);
    await queryRunner.query(`CREATE INDEX persons_company_name_idx ON persons (company_id, name, id) WHERE is_active`);
  }
}
