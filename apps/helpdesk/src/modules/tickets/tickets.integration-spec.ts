import { TICKET_STATUSES } from '@bizapi/contracts';
import { Tenant, adminClient, createTenant, eventually, queryDatabase } from '@bizapi/testing';
import {
  API_DATE_TIME_PATTERN,
  NOBODYS_ID,
  createComment,
  createPerson,
  createTicket,
  expectError,
  outboxEvents,
  plusMinutes,
  policiesByPriority,
} from '../../testing/helpdesk-fixtures';

const API_DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('tickets', () => {
  describe('POST /tickets', () => {
    let tenant: Tenant;
    let person: any;
    let policies: Map<string, any>;

    beforeAll(async () => {
      tenant = await createTenant();
      person = await createPerson(tenant.api, { name: 'Paula Reis' });
      policies = await policiesByPriority(tenant.api);
    });

    it('creates an OPEN, unassigned ticket with a code, the requester name and the SLA deadlines of its priority; 201', async () => {
      const response = await tenant.api.post('/tickets', {
        title: 'Cannot issue invoices',
        description: 'The invoice screen answers an error since this morning.',
        category: 'INCIDENT',
        priority: 'HIGH',
        requestedByPersonId: person.id,
      });

      expect(response.status).toBe(201);
      const high = policies.get('HIGH');
      expect(response.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^TKT-\d{6}$/),
        title: 'Cannot issue invoices',
        description: 'The invoice screen answers an error since this morning.',
        category: 'INCIDENT',
        priority: 'HIGH',
        status: 'OPEN',
        requestedByPersonId: person.id,
        requestedByName: 'Paula Reis',
        assigneeId: null,
        assigneeName: null,
        resolvedAt: null,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
        isActive: true,
        firstResponseDueAt: plusMinutes(response.body.createdAt, high.firstResponseTime),
        firstRespondedAt: null,
        firstResponseBreached: false,
        resolutionDueAt: plusMinutes(response.body.createdAt, high.resolutionTime),
        resolutionBreached: false,
      });
      expect(response.body.updatedAt).toBe(response.body.createdAt);
      expect((await tenant.api.get(`/tickets/${response.body.id}`)).body).toEqual(response.body);
    });

    it('gives consecutive codes to the tickets of a company, each company counting on its own', async () => {
      const other = await createTenant({ seed: false });
      const first = await createTicket(tenant.api);
      const second = await createTicket(tenant.api);
      const number = (code: string) => Number(code.slice(4));
      expect(number(second.code)).toBe(number(first.code) + 1);
      expect((await createTicket(other.api)).code).toBe('TKT-000001');
    });

    it('gives distinct consecutive codes to concurrent creates', async () => {
      const { api } = await createTenant({ seed: false });
      const tickets = await Promise.all(Array.from({ length: 12 }, (_, index) => createTicket(api, { title: `Ticket ${index}` })));
      expect(tickets.map((ticket) => ticket.code).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `TKT-${String(index + 1).padStart(6, '0')}`));
    });

    it('creates a ticket without requester', async () => {
      const ticket = await createTicket(tenant.api, { requestedByPersonId: null });
      expect(ticket).toMatchObject({ requestedByPersonId: null, requestedByName: null, status: 'OPEN' });
    });

    it('has no SLA deadlines (and no breach) where the company has no active policy for the priority', async () => {
      const bare = await createTenant({ seed: false });
      const ticket = await createTicket(bare.api, { priority: 'URGENT' });
      expect(ticket).toMatchObject({ firstResponseDueAt: null, resolutionDueAt: null, firstResponseBreached: false, resolutionBreached: false });
    });

    it.each([
      ['no title', { title: undefined }, 400, 'VALIDATION_ERROR', 'title'],
      ['a blank title', { title: '  ' }, 400, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 't'.repeat(256) }, 400, 'VALIDATION_ERROR', 'title'],
      ['no description', { description: undefined }, 400, 'VALIDATION_ERROR', 'description'],
      ['no category', { category: undefined }, 400, 'VALIDATION_ERROR', 'category'],
      ['no priority', { priority: undefined }, 400, 'VALIDATION_ERROR', 'priority'],
      ['an unknown category', { category: 'BUG' }, 400, 'INVALID_ENUM_VALUE', 'category'],
      ['a lower-case priority', { priority: 'high' }, 400, 'INVALID_ENUM_VALUE', 'priority'],
      ['a status, even OPEN', { status: 'OPEN' }, 400, 'VALIDATION_ERROR', 'status'],
      ['an assignee (assigned by PUT)', { assigneeId: NOBODYS_ID }, 400, 'VALIDATION_ERROR', 'assigneeId'],
      ['a code', { code: 'TKT-999999' }, 400, 'VALIDATION_ERROR', 'code'],
      ['a resolvedAt', { resolvedAt: '2026-01-01' }, 400, 'VALIDATION_ERROR', 'resolvedAt'],
      ['an unknown requester', { requestedByPersonId: NOBODYS_ID }, 400, 'VALIDATION_ERROR', 'requestedByPersonId'],
      ['a requester id that is not a string', { requestedByPersonId: 7 }, 400, 'VALIDATION_ERROR', 'requestedByPersonId'],
    ])('refuses %s', async (_case, fields, status, message, field) => {
      const body = { title: 'Ticket', description: 'Help', category: 'QUESTION', priority: 'LOW', ...fields };
      expectError(await tenant.api.post('/tickets', body), status, message, field);
    });

    it("refuses another company's person and a person the operator deactivated as requester", async () => {
      const other = await createTenant({ seed: false });
      const theirs = await createPerson(other.api);
      expectError(await tenant.api.post('/tickets', { title: 'T', description: 'D', category: 'QUESTION', priority: 'LOW', requestedByPersonId: theirs.id }), 400, 'VALIDATION_ERROR', 'requestedByPersonId');
      const gone = await createPerson(tenant.api);
      await (await adminClient()).deactivate(tenant.company.id, 'persons', gone.id);
      expectError(await tenant.api.post('/tickets', { title: 'T', description: 'D', category: 'QUESTION', priority: 'LOW', requestedByPersonId: gone.id }), 400, 'VALIDATION_ERROR', 'requestedByPersonId');
    });
  });

  describe('PUT /tickets/:id', () => {
    let tenant: Tenant;
    let policies: Map<string, any>;

    beforeAll(async () => {
      tenant = await createTenant();
      policies = await policiesByPriority(tenant.api);
    });

    it.each(TICKET_STATUSES.filter((status) => status !== 'OPEN'))('moves the status to %s', async (status) => {
      const ticket = await createTicket(tenant.api);
      const response = await tenant.api.put(`/tickets/${ticket.id}`, { status });
      expect(response.status).toBe(200);
      const resolved = status === 'RESOLVED' || status === 'CLOSED';
      expect(response.body).toEqual({ ...ticket, status, resolvedAt: resolved ? API_DATE_TIME : null, updatedAt: API_DATE_TIME });
    });

    it('sets resolvedAt on RESOLVED, keeps it to CLOSED, clears it when reopened, sets it anew on the next resolution', async () => {
      const ticket = await createTicket(tenant.api);
      const resolved = (await tenant.api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' })).body;
      expect(Date.parse(resolved.resolvedAt)).toBeGreaterThanOrEqual(Date.parse(ticket.createdAt));
      expect(resolved.resolvedAt).toBe(resolved.updatedAt);

      const closed = (await tenant.api.put(`/tickets/${ticket.id}`, { status: 'CLOSED' })).body;
      expect(closed.resolvedAt).toBe(resolved.resolvedAt);

      const reopened = (await tenant.api.put(`/tickets/${ticket.id}`, { status: 'IN_PROGRESS' })).body;
      expect(reopened.resolvedAt).toBeNull();

      const again = (await tenant.api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' })).body;
      expect(Date.parse(again.resolvedAt)).toBeGreaterThan(Date.parse(resolved.resolvedAt));
    });

    it('changes status, assignee and priority in one call, showing the assignee name and the new priority deadlines', async () => {
      const ticket = await createTicket(tenant.api, { priority: 'LOW' });
      const urgent = policies.get('URGENT');

      const response = await tenant.api.put(`/tickets/${ticket.id}`, { status: 'IN_PROGRESS', assigneeId: tenant.user.id, priority: 'URGENT' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...ticket,
        status: 'IN_PROGRESS',
        assigneeId: tenant.user.id,
        assigneeName: tenant.user.name,
        priority: 'URGENT',
        // Recounted from the ticket's creation, not from the change.
        firstResponseDueAt: plusMinutes(ticket.createdAt, urgent.firstResponseTime),
        resolutionDueAt: plusMinutes(ticket.createdAt, urgent.resolutionTime),
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/tickets/${ticket.id}`)).body).toEqual(response.body);
    });

    it('assigns another user of the company, and unassigns with null', async () => {
      const colleague = await (await adminClient()).createUser(tenant.company.id, 'Bruno Lima', 'bruno@example.com');
      const ticket = await createTicket(tenant.api);
      expect((await tenant.api.put(`/tickets/${ticket.id}`, { assigneeId: colleague.id })).body).toMatchObject({ assigneeId: colleague.id, assigneeName: 'Bruno Lima' });
      expect((await tenant.api.put(`/tickets/${ticket.id}`, { assigneeId: null })).body).toMatchObject({ assigneeId: null, assigneeName: null });
    });

    it('changes title and description, and keeps the fields not sent', async () => {
      const ticket = await createTicket(tenant.api);
      const response = await tenant.api.put(`/tickets/${ticket.id}`, { title: 'Renamed', description: 'More detail' });
      expect(response.body).toEqual({ ...ticket, title: 'Renamed', description: 'More detail', updatedAt: API_DATE_TIME });
    });

    it('writes nothing when nothing changes', async () => {
      const ticket = await createTicket(tenant.api);
      const response = await tenant.api.put(`/tickets/${ticket.id}`, { title: ticket.title, status: 'OPEN', priority: ticket.priority });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(ticket);
    });

    it.each([
      ['an unknown status', { status: 'DONE' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a lower-case status', { status: 'resolved' }, 'INVALID_ENUM_VALUE', 'status'],
      ['an unknown priority', { priority: 'CRITICAL' }, 'INVALID_ENUM_VALUE', 'priority'],
      ['a null status', { status: null }, 'INVALID_ENUM_VALUE', 'status'],
      ['a blank title', { title: '' }, 'VALIDATION_ERROR', 'title'],
      ['a category (not updatable)', { category: 'REQUEST' }, 'VALIDATION_ERROR', 'category'],
      ['a requester (not updatable)', { requestedByPersonId: null }, 'VALIDATION_ERROR', 'requestedByPersonId'],
      ['an unknown assignee', { assigneeId: NOBODYS_ID }, 'VALIDATION_ERROR', 'assigneeId'],
      ['an assignee that is not an id', { assigneeId: 'ana' }, 'VALIDATION_ERROR', 'assigneeId'],
      ['a resolvedAt', { resolvedAt: null }, 'VALIDATION_ERROR', 'resolvedAt'],
    ])('refuses %s', async (_case, body, message, field) => {
      const ticket = await createTicket(tenant.api);
      expectError(await tenant.api.put(`/tickets/${ticket.id}`, body), 400, message, field);
    });

    it("refuses another company's user as assignee", async () => {
      const other = await createTenant({ seed: false });
      const ticket = await createTicket(tenant.api);
      expectError(await tenant.api.put(`/tickets/${ticket.id}`, { assigneeId: other.user.id }), 400, 'VALIDATION_ERROR', 'assigneeId');
    });

    it('gives RESOURCE_NOT_FOUND for an unknown ticket', async () => {
      expectError(await tenant.api.put(`/tickets/${NOBODYS_ID}`, { status: 'CLOSED' }), 404, 'RESOURCE_NOT_FOUND');
      expectError(await tenant.api.get(`/tickets/${NOBODYS_ID}`), 404, 'RESOURCE_NOT_FOUND');
    });
  });

  describe('SLA breach flags', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    /** Moves a ticket's deadlines as if it had been created long ago (the API cannot backdate). */
    const pastDeadlines = (id: string, minutesAgo: number) =>
      queryDatabase(
        `UPDATE helpdesk.tickets SET first_response_due_at = now() - make_interval(mins => $2), resolution_due_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [id, minutesAgo],
      );

    it('are judged at read time: a deadline past with nothing done is breached', async () => {
      const ticket = await createTicket(tenant.api);
      await pastDeadlines(ticket.id, 5);
      expect((await tenant.api.get(`/tickets/${ticket.id}`)).body).toMatchObject({ firstResponseBreached: true, resolutionBreached: true });
      const listed = (await tenant.api.get('/tickets?limit=100')).body.data.find((record: any) => record.id === ticket.id);
      expect(listed).toMatchObject({ firstResponseBreached: true, resolutionBreached: true });
    });

    it('stay breached when the answer and the resolution came after their deadlines', async () => {
      const ticket = await createTicket(tenant.api);
      await pastDeadlines(ticket.id, 5);
      await createComment(tenant.api, ticket.id, { content: 'Late answer' });
      const resolved = (await tenant.api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' })).body;
      expect(resolved).toMatchObject({ firstRespondedAt: API_DATE_TIME, firstResponseBreached: true, resolutionBreached: true });
    });

    it('are not breached when the answer and the resolution came in time, whatever the clock says later', async () => {
      const ticket = await createTicket(tenant.api);
      await createComment(tenant.api, ticket.id, { content: 'On it' });
      await tenant.api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' });
      // Deadlines just after the answer and the resolution, now in the past.
      await queryDatabase(
        `UPDATE helpdesk.tickets SET first_response_due_at = first_responded_at + interval '1 millisecond', resolution_due_at = resolved_at + interval '1 millisecond' WHERE id = $1`,
        [ticket.id],
      );
      expect((await tenant.api.get(`/tickets/${ticket.id}`)).body).toMatchObject({ firstResponseBreached: false, resolutionBreached: false });
    });
  });

  describe('GET /tickets', () => {
    let tenant: Tenant;
    let incident: any;
    let request: any;
    let question: any;

    beforeAll(async () => {
      tenant = await createTenant();
      incident = await createTicket(tenant.api, { category: 'INCIDENT', priority: 'URGENT' });
      request = await createTicket(tenant.api, { category: 'REQUEST', priority: 'LOW' });
      question = await createTicket(tenant.api, { category: 'QUESTION', priority: 'LOW' });
      await tenant.api.put(`/tickets/${request.id}`, { status: 'IN_PROGRESS', assigneeId: tenant.user.id });
      await tenant.api.put(`/tickets/${question.id}`, { status: 'IN_PROGRESS' });
    });

    it('lists newest first in the list envelope', async () => {
      const response = await tenant.api.get('/tickets');
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data.map((ticket: any) => ticket.id)).toEqual([question.id, request.id, incident.id]);
    });

    it.each([
      ['status', '?status=IN_PROGRESS', () => [question.id, request.id]],
      ['priority', '?priority=LOW', () => [question.id, request.id]],
      ['category', '?category=INCIDENT', () => [incident.id]],
      ['assigneeId', () => `?assigneeId=${tenant.user.id}`, () => [request.id]],
      ['status and priority', '?status=OPEN&priority=LOW', () => []],
      ['an assigneeId that is not an id', '?assigneeId=nobody', () => []],
      ['createdAt ASC', '?orderBy=createdAt&order=ASC', () => [incident.id, request.id, question.id]],
    ])('filters by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/tickets${typeof query === 'function' ? query() : query}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((ticket: any) => ticket.id)).toEqual(expected());
      expect(response.body.meta.total).toBe(expected().length);
    });

    it.each([
      ['?status=DONE', 'INVALID_ENUM_VALUE', 'status'],
      ['?priority=low', 'INVALID_ENUM_VALUE', 'priority'],
      ['?category=BUG', 'INVALID_ENUM_VALUE', 'category'],
      ['?orderBy=priority', 'INVALID_ENUM_VALUE', 'orderBy'],
      ['?requestedByPersonId=x', 'VALIDATION_ERROR', 'requestedByPersonId'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/tickets${query}`), 400, message, field);
    });
  });

  describe('events', () => {
    it('emits ticket.created, ticket.updated and ticket.resolved with the record as get returns it, nothing for a PUT that changes nothing', async () => {
      const { api } = await createTenant();
      const ticket = await createTicket(api);
      await api.put(`/tickets/${ticket.id}`, { status: 'OPEN' });
      await api.put(`/tickets/${ticket.id}`, { status: 'IN_PROGRESS' });
      await api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' });
      await api.put(`/tickets/${ticket.id}`, { status: 'CLOSED' });
      const current = (await api.get(`/tickets/${ticket.id}`)).body;

      const events = await outboxEvents(queryDatabase, ticket.id);
      expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated', 'ticket.updated', 'ticket.resolved', 'ticket.updated']);
      expect(events[0].data).toEqual(ticket);
      expect(events[3].data).toEqual({ ...events[2].data });
      expect(events[3].data).toMatchObject({ status: 'RESOLVED', resolvedAt: API_DATE_TIME });
      expect(events[4].data).toEqual(current);
    });

    it('emits one ticket.resolved when the same resolution arrives several times at once', async () => {
      const { api } = await createTenant({ seed: false });
      const ticket = await createTicket(api);
      const answers = await Promise.all(Array.from({ length: 6 }, () => api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body.resolvedAt)).size).toBe(1);
      const events = await outboxEvents(queryDatabase, ticket.id);
      expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated', 'ticket.resolved']);
    });

    it('emits ticket.resolved when a ticket is closed straight from an open status, once', async () => {
      const { api } = await createTenant({ seed: false });
      const ticket = await createTicket(api);
      await api.put(`/tickets/${ticket.id}`, { status: 'CLOSED' });
      await api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' });
      const events = await outboxEvents(queryDatabase, ticket.id);
      expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated', 'ticket.resolved', 'ticket.updated']);
    });
  });

  describe('names beside references', () => {
    it("keeps requestedByName fresh from the person's updates", async () => {
      const { api } = await createTenant({ seed: false });
      const person = await createPerson(api, { name: 'Old Name' });
      const ticket = await createTicket(api, { requestedByPersonId: person.id });
      await api.put(`/persons/${person.id}`, { name: 'New Name' });
      await eventually(async () => ((await api.get(`/tickets/${ticket.id}`)).body.requestedByName === 'New Name' ? true : undefined), 10_000, 500);
    });

    it('keeps showing the name of a requester deactivated after the ticket was created', async () => {
      const { api, company } = await createTenant({ seed: false });
      const person = await createPerson(api, { name: 'Former customer' });
      const ticket = await createTicket(api, { requestedByPersonId: person.id });
      await (await adminClient()).deactivate(company.id, 'persons', person.id);
      expect((await api.get(`/tickets/${ticket.id}`)).body).toMatchObject({ requestedByPersonId: person.id, requestedByName: 'Former customer' });
    });
  });

  it('hides a ticket the operator deactivated, and its comments with it', async () => {
    const { api, company } = await createTenant({ seed: false });
    const ticket = await createTicket(api);
    const comment = await createComment(api, ticket.id, { isInternal: true });
    await (await adminClient()).deactivate(company.id, 'tickets', ticket.id);
    expectError(await api.get(`/tickets/${ticket.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.get(`/ticket-comments/${comment.id}`), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get(`/ticket-comments?ticketId=${ticket.id}`)).body.data).toEqual([]);
    expectError(await api.post('/ticket-comments', { ticketId: ticket.id, content: 'Anyone?' }), 400, 'VALIDATION_ERROR', 'ticketId');
    const events = await outboxEvents(queryDatabase, ticket.id);
    expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated']);
    expect(events[1].data).toMatchObject({ id: ticket.id, isActive: false });
    // Its comment leaves without an event of its own.
    expect((await outboxEvents(queryDatabase, comment.id)).map((event) => event.event)).toEqual(['ticket.comment_created']);
  });
});
