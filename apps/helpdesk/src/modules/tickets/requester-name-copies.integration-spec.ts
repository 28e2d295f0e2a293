import { EVENTS_SUBJECT_ROOT, namespaced } from '@bizapi/contracts';
import { Tenant, createTenant, eventually, testStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { createPerson, createTicket } from '../../testing/helpdesk-fixtures';

/**
 * A ticket's requestedByName is a copy of a person's name (people-crm's),
 * kept fresh by helpdesk's durable consumer of `person.updated`. These
 * events are published straight to JetStream, as people-crm's relay would,
 * in an order the test chooses.
 */
describe('requester name copies', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
  });

  const subject = () => `${namespaced(testStack().env.BIZAPI_NAMESPACE, EVENTS_SUBJECT_ROOT)}.person.updated`;

  async function publish(bodies: unknown[]): Promise<void> {
    const connection = await connect({ servers: testStack().env.NATS_URL });
    for (const body of bodies) await jetstream(connection).publish(subject(), typeof body === 'string' ? body : JSON.stringify(body));
    await connection.drain();
  }

  const personUpdated = (data: Record<string, unknown>, companyId = tenant.company.id) => ({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    event: 'person.updated',
    timestamp: new Date().toISOString(),
    companyId,
    data: { personType: 'COMPANY', ...data },
  });

  async function ticketOfNewPerson() {
    const person = await createPerson(tenant.api, { name: 'First Name' });
    return createTicket(tenant.api, { requestedByPersonId: person.id });
  }
  const requesterNameOf = async (ticketId: string) => (await tenant.api.get(`/tickets/${ticketId}`)).body.requestedByName;
  /** helpdesk reads person.updated in order: once the marker's name shows, every event before it was handled. */
  const awaitMarker = (marker: { id: string }, name: string) =>
    eventually(async () => ((await requesterNameOf(marker.id)) === name ? true : undefined), 15_000, 300);

  it('applies events out of order without ever going back to an older name', async () => {
    const [ticket, marker] = [await ticketOfNewPerson(), await ticketOfNewPerson()];
    const later = Date.now() + 60_000;
    const at = (offsetMs: number) => new Date(later + offsetMs).toISOString();
    await publish([
      personUpdated({ id: ticket.requestedByPersonId, name: 'Newest Name', updatedAt: at(2_000) }),
      personUpdated({ id: ticket.requestedByPersonId, name: 'Older Name', updatedAt: at(1_000) }),
      personUpdated({ id: ticket.requestedByPersonId, name: 'Older Name', updatedAt: at(1_000) }),
      personUpdated({ id: marker.requestedByPersonId, name: 'Marker Name', updatedAt: at(0) }),
    ]);
    await awaitMarker(marker, 'Marker Name');
    expect(await requesterNameOf(ticket.id)).toBe('Newest Name');
  });

  it('ignores events of another company and events without a usable name', async () => {
    const ticket = await ticketOfNewPerson();
    const other = await createTenant({ seed: false });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const marker = await ticketOfNewPerson();
    await publish([
      personUpdated({ id: ticket.requestedByPersonId, name: 'Intruder', updatedAt: future }, other.company.id),
      personUpdated({ id: ticket.requestedByPersonId, name: 42, updatedAt: future }),
      'not json at all',
      personUpdated({ id: marker.requestedByPersonId, name: 'Marker Two', updatedAt: future }),
    ]);
    await awaitMarker(marker, 'Marker Two');
    expect(await requesterNameOf(ticket.id)).toBe('First Name');
  });
});
