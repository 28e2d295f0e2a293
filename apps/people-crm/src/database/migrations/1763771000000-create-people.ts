import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePeople1763771000000 implements MigrationInterface {
  name = 'CreatePeople1763771000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of RUNTIME_TABLES_SQL) await queryRunner.query(statement);
    await queryRunner.query(`
      CREATE TABLE persons (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        social_name text,
        document_number text,
        person_type text NOT NULL,
        email text,
        phone text,
        genre text,
        country text NOT NULL DEFAULT 'BR',
        classifications text[] NOT NULL DEFAULT '{}',
        tags text[] NOT NULL DEFAULT '{}',
        address_street text NOT NULL DEFAULT '',
        address_number text NOT NULL DEFAULT '',
        address_complement text NOT NULL DEFAULT '',
        address_neighborhood text NOT NULL DEFAULT '',
        address_city text NOT NULL DEFAULT '',
        address_state text NOT NULL DEFAULT '',
        address_zip_code text NOT NULL DEFAULT '',
        address_country text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX persons_company_created_idx ON persons (company_id, created_at, id) WHERE is_active`);
    await queryRunner.query(`CREATE INDEX persons_company_name_idx ON persons (company_id, name, id) WHERE is_active`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX persons_company_document_idx ON persons (company_id, document_number) WHERE document_number IS NOT NULL AND is_active`,
    );

    for (const [table, valueColumn, extra] of [
      ['person_emails', 'email', ''],
      ['person_phones', 'phone', `phone_type text NOT NULL DEFAULT 'MOBILE',`],
    ]) {
      await queryRunner.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY,
          company_id uuid NOT NULL,
          person_id uuid NOT NULL CONSTRAINT ${table}_person_id_fkey REFERENCES persons (id),
          ${valueColumn} text NOT NULL,
          ${extra}
          is_primary boolean NOT NULL DEFAULT false,
          is_active boolean NOT NULL DEFAULT true,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`);
      await queryRunner.query(`CREATE INDEX ${table}_company_created_idx ON ${table} (company_id, created_at, id) WHERE is_active`);
      await queryRunner.query(`CREATE INDEX ${table}_company_person_idx ON ${table} (company_id, person_id, created_at) WHERE is_active`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX ${table}_unique_idx ON ${table} (company_id, person_id, ${valueColumn}) WHERE is_active`,
      );
      await queryRunner.query(
        `CREATE UNIQUE INDEX ${table}_one_primary_idx ON ${table} (company_id, person_id) WHERE is_primary AND is_active`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['person_phones', 'person_emails', 'persons', 'code_sequences', 'outbox_events']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
