/**
 * Records the sales-contracts tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build); typed against the shape of the harness's HttpClient.
 */
import { AdminSubject } from '@bizapi/contracts';
import { NatsRpcClient } from '@bizapi/runtime';
import { createPerson, created, outboxEventsIn, testStack, type Api, type QueryDatabase, type RecordedEvent } from '@bizapi/testing';
import { connect } from '@nats-io/transport-node';
export { NOBODYS_ID, created, expectError, createPerson } from '@bizapi/testing';
export type { Response, Api, QueryDatabase, RecordedEvent } from '@bizapi/testing';

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5), as a matcher. */
export const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

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
    api.post('/contracts', {
      signId,
      title: 'Monthly support',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyAmount: 1500,
      ...fields,
    }),
    'contract',
  );
}

export function createContractItem(api: Api, contractId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/contract-items', { contractId, description: 'Seat', ...fields }), 'contract item');
}

/**
 * The operator's `automations:run` of this service alone, on its NATS subject
 * (the CLI gathers every AUTOMATED_SERVICES' counts; this asks only sales-contracts).
 */
export async function runSalesAutomations(asOf: string, companyId?: string): Promise<{ quotesExpired: number; contractsExpired: number }> {
  const { env } = testStack();
  const connection = await connect({ servers: env.NATS_URL.split(',') });
  try {
    return await new NatsRpcClient(connection, env.BIZAPI_NAMESPACE, 20_000).request(AdminSubject.automationsRun('sales-contracts'), {
      companyId,
      asOf,
    });
  } finally {
    await connection.drain();
  }
}

/** The events the service recorded in its outbox for one record, oldest first. */
export function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  return outboxEventsIn(query, 'sales_contracts', recordId);
}
