import { ReferenceTarget, Tenant, describeCollectionContract } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { createComment, createPerson, createTicket } from '../testing/helpdesk-fixtures';

const word = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** One ticket per tenant for the comments' bodies (each contract group makes its own companies). */
const ticketOf = (() => {
  const tickets = new WeakMap<Tenant, Promise<string>>();
  return (tenant: Tenant) => {
    if (!tickets.has(tenant)) tickets.set(tenant, createTicket(tenant.api, { title: word('Ticket') }).then((ticket) => ticket.id));
    return tickets.get(tenant) as Promise<string>;
  };
})();

const PERSON: ReferenceTarget = { collection: 'persons', create: async (tenant) => (await createPerson(tenant.api, { name: word('Person') })).id };
const TICKET: ReferenceTarget = { collection: 'tickets', create: async (tenant) => (await createTicket(tenant.api, { title: word('Ticket') })).id };

describeCollectionContract({
  collection: 'tickets',
  filters: ['status', 'priority', 'category', 'assigneeId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'OPEN', priority: 'HIGH', category: 'QUESTION' },
  createRecord: (tenant) => createTicket(tenant.api, { title: word('Ticket') }),
  createBody: async () => ({ title: word('Ticket'), description: 'Cannot log in', category: 'INCIDENT', priority: 'HIGH' }),
  updateBody: { status: 'IN_PROGRESS' },
  references: { requestedByPersonId: PERSON },
});

describeCollectionContract({
  collection: 'ticket-comments',
  filters: ['ticketId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createComment(tenant.api, await ticketOf(tenant), { content: word('Comment') }),
  createBody: async (tenant) => ({ ticketId: await ticketOf(tenant), content: word('Comment') }),
  references: { ticketId: TICKET },
});

describeCollectionContract({
  collection: 'sla-policies',
  filters: [],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => {
    const { status, body } = await tenant.api.get('/sla-policies?limit=1');
    if (status !== 200 || !body.data.length) throw new Error(`GET /sla-policies answered ${status} with ${body?.data?.length ?? 0} records`);
    return body.data[0];
  },
});
