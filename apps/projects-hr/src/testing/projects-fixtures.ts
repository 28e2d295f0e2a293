/**
 * Records the projects-hr tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { created, type QueryDatabase, type RecordedEvent, type Response } from '@bizapi/testing';
export { NOBODYS_ID, created, expectError } from '@bizapi/testing';
export type { Response, QueryDatabase, RecordedEvent } from '@bizapi/testing';

/** The harness's Api, as far as these fixtures use it (fixtures may not import the harness). */
export interface Api {
  baseUrl: string;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

/** The harness's Tenant, as far as these fixtures use it. */
export interface TenantLike {
  company: { id: string };
  user: { id: string };
  api: Api;
}

/** The harness's operator client (adminClient()), as far as these fixtures use it. */
export interface Operator {
  createUser(companyId: string, name: string, email?: string): Promise<{ id: string; name: string }>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5), as a matcher. */
export const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** Another company user of the tenant's company (made by the operator). */
export function createUser(admin: Operator, tenant: TenantLike, name = 'Bruno Lima'): Promise<{ id: string; name: string }> {
  return admin.createUser(tenant.company.id, name, `${name.split(' ')[0].toLowerCase()}@example.com`);
}

/** The first seeded business unit of the tenant. */
export async function firstBusinessUnit(api: Api): Promise<any> {
  const { status, body } = await api.get('/business-units');
  if (status !== 200 || !body.data.length) throw new Error(`GET /business-units answered ${status}: ${JSON.stringify(body)}`);
  return body.data[0];
}

/** A project whose responsible is the tenant's user unless given. */
export function createProject(tenant: TenantLike, fields: Record<string, unknown> = {}) {
  return created(tenant.api.post('/projects', { title: 'ERP rollout', responsibleId: tenant.user.id, ...fields }), 'project');
}

export function createWave(api: Api, projectId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/project-waves', { projectId, title: 'Wave 1', ...fields }), 'wave');
}

export function createEpic(api: Api, projectId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/project-epics', { projectId, title: 'Epic', ...fields }), 'epic');
}

export function createTask(api: Api, projectId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/project-tasks', { projectId, title: 'Task', ...fields }), 'task');
}

export function createPeriod(api: Api, fields: Record<string, unknown> = {}) {
  return created(
    api.post('/timesheet-periods', { title: 'March 2026', startDate: '2026-03-01', endDate: '2026-03-31', ...fields }),
    'timesheet period',
  );
}

export function createEntry(api: Api, fields: Record<string, unknown>) {
  return created(api.post('/timesheet-entries', { date: '2026-03-10', duration: 60, ...fields }), 'timesheet entry');
}

/** The events the service recorded in its outbox for one record, oldest first (written in the transaction of the change). */
export async function outboxEvents(queryDatabase: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  const rows = await queryDatabase<{ payload: RecordedEvent }>(
    `SELECT payload FROM projects_hr.outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY sequence`,
    [recordId],
  );
  return rows.map((row) => row.payload);
}

/** What the platform's board does (this API cannot): moves a task to a status. */
export async function moveTaskOnBoard(queryDatabase: QueryDatabase, taskId: string, status: string): Promise<void> {
  await queryDatabase(`UPDATE projects_hr.project_tasks SET status = $2, updated_at = now() WHERE id = $1`, [taskId, status]);
}
