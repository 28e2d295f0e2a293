import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company panel is an app of its own with a schema of its own (`panel`:
 * its people's passwords, invites, sessions and audit; docs/panel.md), so
 * iam drops what CreatePanel1764230000000 made for it. The panel was never
 * released: no data moves. API keys keep their label, creator and last use,
 * and learn who revoked them in the panel (null: the operator), which the
 * panel's audit page reads to show the operator's revocations.
 */
export class PanelMovesOut1764400000000 implements MigrationInterface {
  name = 'PanelMovesOut1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE panel_audit`);
    await queryRunner.query(`DROP TABLE panel_sessions`);
    await queryRunner.query(`DROP TABLE panel_invites`);
    await queryRunner.query(`DROP INDEX company_users_panel_email_idx`);
    await queryRunner.query(`ALTER TABLE company_users DROP COLUMN password_hash, DROP COLUMN password_set_at`);
    await queryRunner.query(`ALTER TABLE api_keys ADD COLUMN revoked_by uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE api_keys DROP COLUMN revoked_by`);
    // The tables as they were, empty: CreatePanel1764230000000's down drops them.
    await queryRunner.query(`ALTER TABLE company_users ADD COLUMN password_hash text, ADD COLUMN password_set_at timestamptz`);
    await queryRunner.query(`CREATE UNIQUE INDEX company_users_panel_email_idx ON company_users (lower(email)) WHERE password_hash IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE panel_invites (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL CONSTRAINT panel_invites_company_id_fkey REFERENCES companies (id),
        user_id uuid NOT NULL CONSTRAINT panel_invites_user_id_fkey REFERENCES company_users (id),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX panel_invites_token_hash_idx ON panel_invites (token_hash)`);
    await queryRunner.query(`CREATE INDEX panel_invites_user_id_idx ON panel_invites (user_id)`);
    await queryRunner.query(`
      CREATE TABLE panel_sessions (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL CONSTRAINT panel_sessions_company_id_fkey REFERENCES companies (id),
        user_id uuid NOT NULL CONSTRAINT panel_sessions_user_id_fkey REFERENCES company_users (id),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        address text
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX panel_sessions_token_hash_idx ON panel_sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX panel_sessions_user_id_idx ON panel_sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE panel_audit (
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
    await queryRunner.query(`CREATE INDEX panel_audit_company_at_idx ON panel_audit (company_id, at)`);
  }
}
