/**
 * Records the CRM tests build on, created through the API as an integrator
 * would. Only for *.integration-spec.ts files (excluded from the app build);
 * typed against the shape of the harness's HttpClient so it needs no import.
 */
export interface Response {
  status: number;
  body: any;
}

export interface Api {
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

async function created(response: Promise<Response>, what: string): Promise<any> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`creating ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export function createPerson(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/persons', { name: 'Maria Lima', personType: 'INDIVIDUAL', ...fields }), 'a person');
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
  return created(
    api.post('/deals', { title: 'New deal', dealType: 'COMMERCIAL', ...fields, customerId, dealPipelineId }),
    'a deal',
  );
}

export function createProduct(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/products', { name: 'Widget', type: 'PRODUCT', unitPrice: 10, ...fields }), 'a product');
}

export function createLead(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/leads', { title: 'Inbound lead', ...fields }), 'a lead');
}

export function createActivity(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/activities', { title: 'Call the customer', type: 'CALL', ...fields }), 'an activity');
}

export function createDealItem(api: Api, dealId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/deal-items', { dealId, description: 'Line', ...fields }), 'a deal item');
}

/** The spec's error body, with an `errors` entry for `field` when given. */
export function apiError(statusCode: number, message: string, field?: string) {
  return expect.objectContaining({
    statusCode,
    message,
    friendlyMessage: expect.any(String),
    ...(field ? { errors: expect.arrayContaining([expect.objectContaining({ field })]) } : {}),
  });
}

/** A response carrying that error. */
export function expectError(response: Response, statusCode: number, message: string, field?: string): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status: statusCode,
    body: apiError(statusCode, message, field),
  });
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** The harness's queryDatabase. */
export type QueryDatabase = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface RecordedEvent {
  id: string;
  event: string;
  timestamp: string;
  companyId: string;
  data: any;
}

/**
 * The domain events the service recorded in its outbox for one record, oldest
 * first. The outbox row is written in the transaction of the change, so it is
 * there as soon as the response is; the relay publishes exactly these rows.
 */
export async function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  const rows = await query<{ payload: RecordedEvent }>(
    `SELECT payload FROM people_crm.outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY sequence`,
    [recordId],
  );
  return rows.map((row) => row.payload);
}
