import { COLLECTION_KIT_TABLES_SQL, companyKeySql, listIndexesSql, recordColumnsSql } from '@bizapi/collections';
import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `projects_hr` schema: the runtime's tables (outbox, code counters), the
 * collection kit's (row counters, name copies), then projects with their
 * waves, epics, tasks and team members, employee profiles, and timesheet
 * periods with their entries. References inside the schema are composite
 * foreign keys on (company_id, <ref>_id); company users and business units
 * live in other services and are checked at write time.
 */
export class CreateProjectsHr1763780000000 implements MigrationInterface {
  name = 'CreateProjectsHr1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      ...RUNTIME_TABLES_SQL,
      ...COLLECTION_KIT_TABLES_SQL,
      `CREATE TABLE projects (
         ${recordColumnsSql()},
         code text NOT NULL,
         title text NOT NULL,
         description text,
         responsible_id uuid NOT NULL,
         business_unit_id uuid,
         status text NOT NULL DEFAULT 'PLANNING',
         start_date timestamptz,
         expected_end_date timestamptz,
         end_date timestamptz,
         progress numeric(5,2) NOT NULL DEFAULT 0,
         budget numeric(15,2),
         ${companyKeySql('projects')}
       )`,
      `CREATE UNIQUE INDEX projects_company_code_idx ON projects (company_id, code)`,
      ...listIndexesSql('projects'),
      `CREATE INDEX projects_company_title_idx ON projects (company_id, title COLLATE "und-x-icu", id) WHERE is_active`,
      `CREATE INDEX projects_company_start_date_idx ON projects (company_id, start_date, id) WHERE is_active`,
      `CREATE INDEX projects_company_responsible_idx ON projects (company_id, responsible_id) WHERE is_active`,
      `CREATE INDEX projects_company_business_unit_idx ON projects (company_id, business_unit_id) WHERE is_active`,
      `CREATE INDEX projects_company_status_idx ON projects (company_id, status) WHERE is_active`,
      `CREATE TABLE project_waves (
         ${recordColumnsSql({ deactivatable: false })},
         project_id uuid NOT NULL,
         title text NOT NULL,
         description text,
         start_date timestamptz,
         end_date timestamptz,
         status text NOT NULL DEFAULT 'PLANNING',
         ${companyKeySql('project_waves')},
         CONSTRAINT project_waves_project_fkey FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id)
       )`,
      ...listIndexesSql('project_waves', { activeOnly: false }),
      `CREATE INDEX project_waves_company_project_idx ON project_waves (company_id, project_id, created_at, id)`,
      `CREATE TABLE project_epics (
         ${recordColumnsSql({ deactivatable: false })},
         project_id uuid NOT NULL,
         title text NOT NULL,
         description text,
         color text,
         ${companyKeySql('project_epics')},
         CONSTRAINT project_epics_project_fkey FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id)
       )`,
      ...listIndexesSql('project_epics', { activeOnly: false }),
      `CREATE INDEX project_epics_company_project_idx ON project_epics (company_id, project_id, created_at, id)`,
      `CREATE TABLE project_tasks (
         ${recordColumnsSql({ deactivatable: false })},
         project_id uuid NOT NULL,
         wave_id uuid,
         epic_id uuid,
         title text NOT NULL,
         description text,
         assignee_id uuid,
         priority text NOT NULL DEFAULT 'MEDIUM',
         status text NOT NULL DEFAULT 'TO_DO',
         percent_complete numeric(5,2) NOT NULL DEFAULT 0,
         estimated_hours numeric(15,4),
         due_date timestamptz,
         ${companyKeySql('project_tasks')},
         CONSTRAINT project_tasks_project_fkey FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id),
         CONSTRAINT project_tasks_wave_fkey FOREIGN KEY (company_id, wave_id) REFERENCES project_waves (company_id, id),
         CONSTRAINT project_tasks_epic_fkey FOREIGN KEY (company_id, epic_id) REFERENCES project_epics (company_id, id)
       )`,
      ...listIndexesSql('project_tasks', { activeOnly: false }),
      `CREATE INDEX project_tasks_company_project_idx ON project_tasks (company_id, project_id, status)`,
      `CREATE INDEX project_tasks_company_wave_idx ON project_tasks (company_id, wave_id)`,
      `CREATE INDEX project_tasks_company_epic_idx ON project_tasks (company_id, epic_id)`,
      `CREATE INDEX project_tasks_company_assignee_idx ON project_tasks (company_id, assignee_id)`,
      `CREATE INDEX project_tasks_company_status_idx ON project_tasks (company_id, status)`,
      `CREATE INDEX project_tasks_company_priority_idx ON project_tasks (company_id, priority)`,
      `CREATE TABLE project_team_members (
         ${recordColumnsSql({ deactivatable: false })},
         project_id uuid NOT NULL,
         company_user_id uuid NOT NULL,
         role text NOT NULL DEFAULT 'MEMBER',
         CONSTRAINT project_team_members_project_fkey FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id)
       )`,
      ...listIndexesSql('project_team_members', { activeOnly: false }),
      `CREATE UNIQUE INDEX project_team_members_company_project_user_idx ON project_team_members (company_id, project_id, company_user_id)`,
      `CREATE TABLE employee_profiles (
         ${recordColumnsSql()},
         company_user_id uuid NOT NULL,
         employment_type text NOT NULL,
         role text,
         department text,
         salary numeric(15,2),
         hourly_rate numeric(15,2),
         billing_rate numeric(15,2),
         start_date timestamptz
       )`,
      ...listIndexesSql('employee_profiles'),
      `CREATE UNIQUE INDEX employee_profiles_company_user_idx ON employee_profiles (company_id, company_user_id) WHERE is_active`,
      `CREATE INDEX employee_profiles_company_employment_type_idx ON employee_profiles (company_id, employment_type) WHERE is_active`,
      `CREATE INDEX employee_profiles_company_department_idx ON employee_profiles (company_id, department) WHERE is_active`,
      `CREATE TABLE timesheet_periods (
         ${recordColumnsSql({ deactivatable: false })},
         title text NOT NULL,
         start_date timestamptz NOT NULL,
         end_date timestamptz NOT NULL,
         status text NOT NULL DEFAULT 'OPEN',
         total_minutes bigint NOT NULL DEFAULT 0,
         ${companyKeySql('timesheet_periods')}
       )`,
      ...listIndexesSql('timesheet_periods', { activeOnly: false }),
      `CREATE INDEX timesheet_periods_company_status_idx ON timesheet_periods (company_id, status)`,
      `CREATE TABLE timesheet_entries (
         ${recordColumnsSql({ deactivatable: false })},
         timesheet_period_id uuid NOT NULL,
         company_user_id uuid NOT NULL,
         project_id uuid NOT NULL,
         project_task_id uuid,
         date timestamptz NOT NULL,
         duration integer NOT NULL,
         description text,
         CONSTRAINT timesheet_entries_period_fkey FOREIGN KEY (company_id, timesheet_period_id) REFERENCES timesheet_periods (company_id, id),
         CONSTRAINT timesheet_entries_project_fkey FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id),
         CONSTRAINT timesheet_entries_project_task_fkey FOREIGN KEY (company_id, project_task_id) REFERENCES project_tasks (company_id, id)
       )`,
      ...listIndexesSql('timesheet_entries', { activeOnly: false }),
      `CREATE INDEX timesheet_entries_company_period_idx ON timesheet_entries (company_id, timesheet_period_id)`,
      `CREATE INDEX timesheet_entries_company_user_date_idx ON timesheet_entries (company_id, company_user_id, date)`,
      `CREATE INDEX timesheet_entries_company_project_idx ON timesheet_entries (company_id, project_id)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(): Promise<void> {
    throw new Error('the first migration is not reversible: drop the schema instead');
  }
}
