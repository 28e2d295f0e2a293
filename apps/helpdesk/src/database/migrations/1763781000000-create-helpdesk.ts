import { COLLECTION_KIT_TABLES_SQL, companyKeySql, listIndexesSql, recordColumnsSql } from '@bizapi/collections';
import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `helpdesk` schema: the runtime's tables (outbox, code counters), the
 * collection kit's (row counters, name copies), then SLA policies, tickets
 * and ticket comments. References inside the schema are composite foreign
 * keys on (company_id, <ref>_id); persons and company users live in other
 * services and are checked there.
 */
export class CreateHelpdesk1763781000000 implements MigrationInterface {
  name = 'CreateHelpdesk1763781000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      ...RUNTIME_TABLES_SQL,
      ...COLLECTION_KIT_TABLES_SQL,
      `CREATE TABLE sla_policies (
         ${recordColumnsSql()},
         name text NOT NULL,
         description text NOT NULL DEFAULT '',
         priority text NOT NULL,
         first_response_time integer NOT NULL,
         resolution_time integer NOT NULL,
         ${companyKeySql('sla_policies')}
       )`,
      ...listIndexesSql('sla_policies'),
      `CREATE INDEX sla_policies_company_priority_idx ON sla_policies (company_id, priority, created_at, id) WHERE is_active`,
      `CREATE TABLE tickets (
         ${recordColumnsSql()},
         code text NOT NULL,
         title text NOT NULL,
         description text NOT NULL,
         category text NOT NULL,
         priority text NOT NULL,
         status text NOT NULL DEFAULT 'OPEN',
         requested_by_person_id uuid,
         assignee_id uuid,
         resolved_at timestamptz,
         first_response_due_at timestamptz,
         resolution_due_at timestamptz,
         first_responded_at timestamptz,
         ${companyKeySql('tickets')}
       )`,
      `CREATE UNIQUE INDEX tickets_company_code_idx ON tickets (company_id, code)`,
      ...listIndexesSql('tickets'),
      `CREATE INDEX tickets_company_status_idx ON tickets (company_id, status, created_at, id) WHERE is_active`,
      `CREATE INDEX tickets_company_priority_idx ON tickets (company_id, priority, created_at, id) WHERE is_active`,
      `CREATE INDEX tickets_company_category_idx ON tickets (company_id, category, created_at, id) WHERE is_active`,
      `CREATE INDEX tickets_company_assignee_idx ON tickets (company_id, assignee_id, created_at, id) WHERE is_active`,
      `CREATE TABLE ticket_comments (
         ${recordColumnsSql()},
         ticket_id uuid NOT NULL,
         content text NOT NULL,
         is_internal boolean NOT NULL DEFAULT false,
         author_id uuid NOT NULL,
         CONSTRAINT ticket_comments_ticket_fkey FOREIGN KEY (company_id, ticket_id) REFERENCES tickets (company_id, id)
       )`,
      ...listIndexesSql('ticket_comments'),
      `CREATE INDEX ticket_comments_company_ticket_idx ON ticket_comments (company_id, ticket_id, created_at, id) WHERE is_active`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(): Promise<void> {
    throw new Error('the first migration is not reversible: drop the schema instead');
  }
}
