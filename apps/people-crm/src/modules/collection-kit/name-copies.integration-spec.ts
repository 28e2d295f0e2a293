import { EVENTS_SUBJECT_ROOT, namespaced } from '@bizapi/contracts';
import { Tenant, createTenant, eventually, queryDatabase, testStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { createDeal } from '../../testing/crm-fixtures';

/**
 * Names shown beside references (a deal's customerName) are copies, kept
 * fresh by one durable consumer per service that applies the owner's
 * `*.updated` events. These events are published straight to JetStream, as
 * another service's relay would, in an order the test chooses.
 */
describe('name copies', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant();
  });

  async function publish(event: string, data: Record<string, unknown>): Promise<void> {
    const { env } = testStack();
    const connection = await connect({ servers: env.NATS_URL });
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const subject = `${namespaced(env.BIZAPI_NAMESPACE, EVENTS_SUBJECT_ROOT)}.${event}`;
    const body = { id, event, timestamp: new Date().toISOString(), companyId: tenant.company.id, data };
    await jetstream(connection).publish(subject, JSON.stringify(body), { msgID: id });
    await connection.drain();
  }

  const customerNameOf = async (dealId: string) => (await tenant.api.get(`/deals/${dealId}`)).body.customerName;

  it('follows a rename through the API at once', async () => {
    const deal = await createDeal(tenant.api);
    await tenant.api.put(`/persons/${deal.customerId}`, { name: 'Renamed Customer' });
    expect(await customerNameOf(deal.id)).toBe('Renamed Customer');
  });

  it('applies events out of order without ever going back to an older name', async () => {
    const deal = await createDeal(tenant.api);
    const marker = await createDeal(tenant.api);
    const later = new Date(Date.now() + 60_000);
    const person = (name: string, at: Date, id = deal.customerId) => ({ id, name, personType: 'COMPANY', updatedAt: at.toISOString() });

    await publish('person.updated', person('Newest Name', new Date(later.getTime() + 2_000)));
    await publish('person.updated', person('Older Name', new Date(later.getTime() + 1_000)));
    await publish('person.updated', person('Older Name', new Date(later.getTime() + 1_000)));
    // One consumer applies events in order: once this one shows, the two before it were handled.
    await publish('person.updated', person('Marker Name', later, marker.customerId));

    await eventually(async () => ((await customerNameOf(marker.id)) === 'Marker Name' ? true : undefined), 15_000, 300);
    expect(await customerNameOf(deal.id)).toBe('Newest Name');
  });

  it('ignores events of another company and events without a usable name', async () => {
    const deal = await createDeal(tenant.api);
    const before = await customerNameOf(deal.id);
    const other = await createTenant();
    const { env } = testStack();
    const connection = await connect({ servers: env.NATS_URL });
    const subject = `${namespaced(env.BIZAPI_NAMESPACE, EVENTS_SUBJECT_ROOT)}.person.updated`;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const body of [
      { id: 'evt_a', event: 'person.updated', companyId: other.company.id, data: { id: deal.customerId, name: 'Intruder', updatedAt: future } },
      { id: 'evt_b', event: 'person.updated', companyId: tenant.company.id, data: { id: deal.customerId, name: 42, updatedAt: future } },
      'not json at all',
    ]) {
      await jetstream(connection).publish(subject, typeof body === 'string' ? body : JSON.stringify(body));
    }
    await connection.drain();
    const marker = await createDeal(tenant.api);
    await publish('person.updated', { id: marker.customerId, name: 'Marker Two', updatedAt: future });
    await eventually(async () => ((await customerNameOf(marker.id)) === 'Marker Two' ? true : undefined), 15_000, 300);
    expect(await customerNameOf(deal.id)).toBe(before);
  });
});

describe('composite foreign keys', () => {
  it('refuse a reference to another company’s record even when the query forgets the company', async () => {
    const [mine, theirs] = [await createTenant(), await createTenant()];
    const person = (await theirs.api.post('/persons', { name: 'Theirs', personType: 'COMPANY' })).body;
    const write = queryDatabase(`INSERT INTO people_crm.leads (id, company_id, title, person_id) VALUES ($1, $2, 'x', $3)`, [
      randomUUID(),
      mine.company.id,
      person.id,
    ]);
    await expect(write).rejects.toMatchObject({ code: '23503', constraint: 'leads_person_fkey' });
  });
});
