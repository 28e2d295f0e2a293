import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooks1763773000000 implements MigrationInterface {
  name = 'CreateWebhooks1763773000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        description text NOT NULL DEFAULT '',
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_expires_at timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        deactivation_reason text,
        consecutive_failures integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscriptions_company_created_idx ON subscriptions (company_id, created_at, id)`);
    await queryRunner.query(`CREATE INDEX subscriptions_company_active_idx ON subscriptions (company_id) WHERE is_active`);

    await queryRunner.query(`
      CREATE TABLE received_events (
        id text PRIMARY KEY,
        company_id uuid NOT NULL,
        event text NOT NULL,
        occurred_at timestamptz NOT NULL,
        body text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX received_events_company_occurred_idx ON received_events (company_id, occurred_at)`);

    await queryRunner.query(`
      CREATE TABLE deliveries (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        subscription_id uuid NOT NULL CONSTRAINT deliveries_subscription_id_fkey REFERENCES subscriptions (id),
        event_id text NOT NULL CONSTRAINT deliveries_event_id_fkey REFERENCES received_events (id) ON DELETE CASCADE,
        event text NOT NULL,
        origin text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING',
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX deliveries_company_subscription_idx ON deliveries (company_id, subscription_id, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX deliveries_one_per_event_idx ON deliveries (subscription_id, event_id) WHERE origin = 'EVENT'`,
    );
    await queryRunner.query(`CREATE INDEX deliveries_pending_idx ON deliveries (next_attempt_at) WHERE status = 'PENDING'`);

    await queryRunner.query(`
      CREATE TABLE delivery_attempts (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        delivery_id uuid NOT NULL CONSTRAINT delivery_attempts_delivery_id_fkey REFERENCES deliveries (id) ON DELETE CASCADE,
        attempt_number integer NOT NULL,
        attempted_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        status_code integer,
        error text,
        response_excerpt text,
        succeeded boolean NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX delivery_attempts_company_delivery_idx ON delivery_attempts (company_id, delivery_id, attempt_number)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['delivery_attempts', 'deliveries', 'received_events', 'subscriptions']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
