import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIam1763770000000 implements MigrationInterface {
  name = 'CreateIam1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        features text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE company_users (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL CONSTRAINT company_users_company_id_fkey REFERENCES companies (id),
        name text NOT NULL,
        email text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX company_users_company_id_idx ON company_users (company_id, id)`);
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL CONSTRAINT api_keys_company_id_fkey REFERENCES companies (id),
        user_id uuid NOT NULL CONSTRAINT api_keys_user_id_fkey REFERENCES company_users (id),
        key_hash text NOT NULL,
        key_hint text NOT NULL,
        secret_hash text NOT NULL,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX api_keys_key_hash_idx ON api_keys (key_hash)`);
    await queryRunner.query(`CREATE INDEX api_keys_company_active_idx ON api_keys (company_id) WHERE revoked_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_keys`);
    await queryRunner.query(`DROP TABLE company_users`);
    await queryRunner.query(`DROP TABLE companies`);
  }
}
