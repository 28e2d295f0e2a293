import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company panel's own schema (docs/panel.md): the people who may sign in
 * (a copy of their iam user's name and e-mail, taken at each invite, and
 * their password), one-time invites, sessions and the audit trail. Tokens
 * are stored only as SHA-256 hashes. Companies and users live in iam, which
 * this schema cannot read: no foreign key leaves it.
 */
export class CreatePanel1764400000000 implements MigrationInterface {
  name = 'CreatePanel1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        user_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        company_name text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        password_hash text,
        password_set_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An e-mail signs in to one account: unique among the accounts that have a password.
    await queryRunner.query(`CREATE UNIQUE INDEX accounts_email_idx ON accounts (lower(email)) WHERE password_hash IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE invites (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL CONSTRAINT invites_user_id_fkey REFERENCES accounts (user_id),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX invites_token_hash_idx ON invites (token_hash)`);
    await queryRunner.query(`CREATE INDEX invites_user_id_idx ON invites (user_id)`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL CONSTRAINT sessions_user_id_fkey REFERENCES accounts (user_id),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        address text
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sessions_token_hash_idx ON sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE audit (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        actor_user_id uuid,
        actor_name text NOT NULL,
        action text NOT NULL,
        target text,
        detail jsonb NOT NULL DEFAULT '{}',
        address text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_company_at_idx ON audit (company_id, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE invites`);
    await queryRunner.query(`DROP TABLE accounts`);
  }
}
