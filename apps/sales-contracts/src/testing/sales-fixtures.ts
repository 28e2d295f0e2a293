/**
 * Records the sales-contracts tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build); typed against the shape of the harness's HttpClient.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */

export interface Response {
  status: number;
  body: any;
}

export interface Api {
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5), as a matcher. */
export const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A well-formed id that no record has. */
export const NOBODYS_ID = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';

export async function created(response: Promise<Response>, what = 'record'): Promise<any> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`creating a ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The spec's error body, with an `errors` entry for `field` when given. */
export function expectError(response: Response, status: number, message: string, field?: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: {
      statusCode: status,
      message,
      friendlyMessage: expect.any(String),
      ...(field ? { errors: expect.arrayContaining([{ field, message: expect.any(String) }]) } : {}),
    },
  });
}

export function createPerson(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/persons', { name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields }), 'person');
}

/** A deal of people-crm, on a new customer and the first seeded pipeline unless given. */
export async function createDeal(api: Api, fields: Record<string, unknown> = {}) {
  const customerId = fields.customerId ?? (await createPerson(api, { name: 'Deal Customer' })).id;
  let dealPipelineId = fields.dealPipelineId;
  if (!dealPipelineId) {
    const { status, body } = await api.get('/deal-pipelines');
    if (status !== 200) throw new Error(`GET /deal-pipelines answered ${status}: ${JSON.stringify(body)}`);
    dealPipelineId = body.data[0].id;
  }
  return created(api.post('/deals', { title: 'New deal', dealType: 'COMMERCIAL', ...fields, customerId, dealPipelineId }), 'deal');
}

export function createQuote(api: Api, dealId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/quotes', { dealId, title: 'Proposal', ...fields }), 'quote');
}

export function createQuoteItem(api: Api, quoteId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/quote-items', { quoteId, description: 'Line', quantity: 1, unitPrice: 10, ...fields }), 'quote item');
}

export function createSign(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/signs', { title: 'Service agreement', ...fields }), 'sign');
}

export function createContract(api: Api, signId: string, fields: Record<string, unknown> = {}) {
  return created(
    api.post('/contracts', { signId, title: 'Monthly support', startDate: '2026-01-01', endDate: '2026-12-31', monthlyAmount: 1500, ...fields }),
    'contract',
  );
}

export function createContractItem(api: Api, contractId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/contract-items', { contractId, description: 'Seat', ...fields }), 'contract item');
}

export type QueryDatabase = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface RecordedEvent {
  id: string;
  event: string;
  timestamp: string;
  companyId: string;
  data: any;
}

/** The domain events the service recorded in its outbox for one record, oldest first. */
export async function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  const rows = await query<{ payload: RecordedEvent }>(
    `SELECT payload FROM sales_contracts.outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY sequence`,
    [recordId],
  );
  return rows.map((row) => row.payload);
}

/**
 * The operator's `automations:run` of this service alone, on its NATS subject
 * (the CLI gathers every AUTOMATED_SERVICES' counts; this asks only sales-contracts).
 */
export async function runSalesAutomations(asOf: string, companyId?: string): Promise<{ quotesExpired: number; contractsExpired: number }> {
  const { AdminSubject } = await import('@bizapi/contracts');
  const { NatsRpcClient } = await import('@bizapi/runtime');
  const { connect } = await import('@nats-io/transport-node');
  const { testStack } = await import('@bizapi/testing');
  const { env } = testStack();
  const connection = await connect({ servers: env.NATS_URL.split(',') });
  try {
    return await new NatsRpcClient(connection, env.BIZAPI_NAMESPACE, 20_000).request(AdminSubject.automationsRun('sales-contracts'), { companyId, asOf });
  } finally {
    await connection.drain();
  }
}
