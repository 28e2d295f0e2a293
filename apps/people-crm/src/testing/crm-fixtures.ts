/**
 * Records the CRM tests build on, created through the API as an integrator
 * would. Only for *.integration-spec.ts files (excluded from the app build);
 * typed against the shape of the harness's HttpClient so it needs no import.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { API_DATE_TIME as DATE_TIME_PATTERN, created, createPerson, Api as PeopleApi, Response } from './people-fixtures';
import { outboxEventsIn, type QueryDatabase, type RecordedEvent } from '@bizapi/testing';
export type { QueryDatabase, RecordedEvent } from '@bizapi/testing';

export { created, createPerson, expectError } from './people-fixtures';
export type { Response } from './people-fixtures';

export interface Api extends PeopleApi {
  get(path: string): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

/** The seeded pipelines, in order ("Sales" then "Services"), with their stages. */
export async function listPipelines(api: Api): Promise<any[]> {
  const { status, body } = await api.get('/deal-pipelines');
  if (status !== 200) throw new Error(`GET /deal-pipelines answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A deal; a customer and the first seeded pipeline are used unless given. */
export async function createDeal(api: Api, fields: Record<string, unknown> = {}) {
  const customerId = fields.customerId ?? (await createPerson(api, { name: 'Deal Customer' })).id;
  const dealPipelineId = fields.dealPipelineId ?? (await listPipelines(api))[0].id;
  return created(api.post('/deals', { title: 'New deal', dealType: 'COMMERCIAL', ...fields, customerId, dealPipelineId }), 'deal');
}

export function createProduct(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/products', { name: 'Widget', type: 'PRODUCT', unitPrice: 10, ...fields }), 'product');
}

export function createLead(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/leads', { title: 'Inbound lead', ...fields }), 'lead');
}

export function createActivity(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/activities', { title: 'Call the customer', type: 'CALL', ...fields }), 'activity');
}

export function createDealItem(api: Api, dealId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/deal-items', { dealId, description: 'Line', ...fields }), 'deal item');
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5), as a matcher. */
export const API_DATE_TIME = expect.stringMatching(DATE_TIME_PATTERN);

/** The events the service recorded in its outbox for one record, oldest first. */
export function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  return outboxEventsIn(query, 'people_crm', recordId);
}
