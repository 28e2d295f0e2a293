/// <reference types="jest" />
import { randomUUID } from 'node:crypto';
import { ApiResponse, HttpClient } from '../http-client';
import { Tenant, adminClient, authHeaders, authenticate } from '../tenants';
import type { Contract } from './subject';

/** Query parameters of a list request; undefined values are left out. */
export type ListQuery = Record<string, string | number | undefined>;

export function withQuery(path: string, query: ListQuery = {}): string {
  const entries = Object.entries(query).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
}

/** The spec's error body `{statusCode, message, friendlyMessage}`, with an `errors` entry for `field` when given. */
export function expectApiError(response: ApiResponse, status: number, message: string, field?: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: {
      statusCode: status,
      message,
      friendlyMessage: expect.any(String),
      ...(field ? { errors: expect.arrayContaining([expect.objectContaining({ field })]) } : {}),
    },
  });
}

/** The status, showing the body when it differs (an error body says why). */
export function expectStatus(response: ApiResponse, status: number): void {
  expect({ status: response.status, body: response.status === status ? undefined : response.body }).toEqual({ status, body: undefined });
}

/** A well-formed id no record has. */
export const nobodysId = (): string => randomUUID();

export interface ListPage {
  data: Array<{ id: string } & Record<string, any>>;
  meta: { total: number; page: number; limit: number; totalPages: number; nextCursor?: string | null };
}

/** One list page, failing the test unless it answers 200. */
export async function listPage(api: HttpClient, contract: Contract, query: ListQuery = {}): Promise<ListPage> {
  const response = await api.get<ListPage>(withQuery(contract.path, query));
  expectStatus(response, 200);
  return response.body;
}

/** Ids of one page of up to 100 records: every record of the small companies the contract makes. */
export async function listedIds(api: HttpClient, contract: Contract, query: ListQuery = {}): Promise<string[]> {
  return (await listPage(api, contract, { limit: 100, ...query })).data.map((record) => record.id);
}

/**
 * `count` records of the collection in the tenant, oldest first: created one
 * after the other, or, for a read-only collection, the ones it holds.
 */
export async function makeRecords(contract: Contract, tenant: Tenant, count: number): Promise<Array<{ id: string } & Record<string, any>>> {
  if (!contract.has('create')) {
    await contract.subject.createRecord(tenant);
    return (await listPage(tenant.api, contract, { limit: 100 })).data;
  }
  const records = [];
  for (let made = 0; made < count; made++) records.push(await contract.subject.createRecord(tenant));
  return records;
}

/** Another signed-in key of the same company and user, with the given scopes (at most 3 active keys per company). */
export async function sameCompanyWithScopes(tenant: Tenant, scopes: string[]): Promise<Tenant> {
  const key = await (await adminClient()).createKey(tenant.company.id, tenant.user.id, scopes);
  const tokens = await authenticate(key.apiKey, key.secret, tenant.api.baseUrl);
  return { ...tenant, key, tokens, api: new HttpClient(tenant.api.baseUrl, authHeaders(tokens)) };
}

export async function deactivate(tenant: Tenant, collection: string, id: string): Promise<void> {
  await (await adminClient()).deactivate(tenant.company.id, collection, id);
}

/** `YYYY-MM-DDTHH:mm:ssZ` (an ISO 8601 input of spec convention 5) of a moment, whole seconds, `shiftSeconds` later. */
export function isoSeconds(moment: string | number, shiftSeconds = 0): string {
  const seconds = Math.floor(new Date(moment).getTime() / 1000) + shiftSeconds;
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Fields whose order is a language's, not byte order (names and titles sort ignoring case and accents). */
const TEXT_FIELDS = new Set(['name', 'title']);

function compare(field: string, a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  if (TEXT_FIELDS.has(field)) return left.localeCompare(right, undefined, { sensitivity: 'base' });
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Adjacent records out of `order` by `field`, as readable pairs (empty when
 * sorted). Records without a value (null) are left out: where nulls go is
 * not the spec's.
 */
export function sortViolations(records: Array<Record<string, unknown>>, field: string, order: 'ASC' | 'DESC'): string[] {
  const values = records.map((record) => record[field]).filter((value) => value !== null && value !== undefined);
  const violations: string[] = [];
  for (let index = 1; index < values.length; index++) {
    const sign = compare(field, values[index - 1], values[index]);
    if (order === 'ASC' ? sign > 0 : sign < 0) violations.push(`${JSON.stringify(values[index - 1])} before ${JSON.stringify(values[index])}`);
  }
  return violations;
}
