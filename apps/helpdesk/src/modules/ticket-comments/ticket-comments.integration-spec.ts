import { HttpClient, Tenant, adminClient, authHeaders, authenticate, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME_PATTERN, NOBODYS_ID, createComment, createTicket, expectError, outboxEvents } from '../../testing/helpdesk-fixtures';

const API_DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('ticket comments', () => {
  describe('POST /ticket-comments', () => {
    let tenant: Tenant;
    let ticket: any;

    beforeAll(async () => {
      tenant = await createTenant({ seed: false });
      ticket = await createTicket(tenant.api);
    });

    it('creates a public comment written by the authenticated user; 201', async () => {
      const response = await tenant.api.post('/ticket-comments', { ticketId: ticket.id, content: 'Could you send a screenshot?' });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        ticketId: ticket.id,
        content: 'Could you send a screenshot?',
        isInternal: false,
        authorId: tenant.user.id,
        authorName: tenant.user.name,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
        isActive: true,
      });
      expect((await tenant.api.get(`/ticket-comments/${response.body.id}`)).body).toEqual(response.body);
    });

    it('writes the comment as the user of the key that calls', async () => {
      const colleague = await (await adminClient()).createUser(tenant.company.id, 'Bruno Lima', 'bruno@example.com');
      const key = await (await adminClient()).createKey(tenant.company.id, colleague.id);
      const tokens = await authenticate(key.apiKey, key.secret);
      const api = new HttpClient(tenant.api.baseUrl, authHeaders(tokens));
      const comment = await createComment(api, ticket.id);
      expect(comment).toMatchObject({ authorId: colleague.id, authorName: 'Bruno Lima' });
    });

    it('creates an internal comment, listed with isInternal true', async () => {
      const comment = await createComment(tenant.api, ticket.id, { content: 'Customer is on the old plan', isInternal: true });
      expect(comment).toMatchObject({ isInternal: true, authorId: tenant.user.id });
    });

    it.each([
      ['no content', { content: undefined }, 'VALIDATION_ERROR', 'content'],
      ['a blank content', { content: '   ' }, 'VALIDATION_ERROR', 'content'],
      ['a content over 10000 characters', { content: 'x'.repeat(10_001) }, 'VALIDATION_ERROR', 'content'],
      ['no ticketId', { ticketId: undefined }, 'VALIDATION_ERROR', 'ticketId'],
      ['an unknown ticket', { ticketId: NOBODYS_ID }, 'VALIDATION_ERROR', 'ticketId'],
      ['a ticketId that is not an id', { ticketId: 'TKT-000001' }, 'VALIDATION_ERROR', 'ticketId'],
      ['an isInternal that is not a boolean', { isInternal: 'yes' }, 'VALIDATION_ERROR', 'isInternal'],
      ['a null isInternal', { isInternal: null }, 'VALIDATION_ERROR', 'isInternal'],
      ['an authorId (taken from the authenticated user)', { authorId: NOBODYS_ID }, 'VALIDATION_ERROR', 'authorId'],
      ['an authorName', { authorName: 'Someone' }, 'VALIDATION_ERROR', 'authorName'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/ticket-comments', { ticketId: ticket.id, content: 'Hello', ...fields }), 400, message, field);
    });

    it("refuses another company's ticket", async () => {
      const other = await createTenant({ seed: false });
      const theirs = await createTicket(other.api);
      expectError(await tenant.api.post('/ticket-comments', { ticketId: theirs.id, content: 'Hello' }), 400, 'VALIDATION_ERROR', 'ticketId');
    });

    it('has no update (PUT is ROUTE_NOT_FOUND)', async () => {
      const comment = await createComment(tenant.api, ticket.id);
      expectError(await tenant.api.put(`/ticket-comments/${comment.id}`, { content: 'Edited' }), 404, 'ROUTE_NOT_FOUND');
    });
  });

  describe('GET /ticket-comments', () => {
    it("lists a ticket's conversation oldest first, internal and public alike", async () => {
      const { api } = await createTenant({ seed: false });
      const ticket = await createTicket(api);
      const other = await createTicket(api);
      const first = await createComment(api, ticket.id, { content: 'First' });
      const note = await createComment(api, ticket.id, { content: 'Internal note', isInternal: true });
      const elsewhere = await createComment(api, other.id, { content: 'Elsewhere' });
      const last = await createComment(api, ticket.id, { content: 'Last' });

      const response = await api.get(`/ticket-comments?ticketId=${ticket.id}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([first, note, last]);
      expect(response.body.meta).toMatchObject({ total: 3, page: 1, limit: 20 });
      expect((await api.get('/ticket-comments')).body.data.map((comment: any) => comment.id)).toEqual([first.id, note.id, elsewhere.id, last.id]);
      expect((await api.get('/ticket-comments?order=DESC&limit=1')).body.data.map((comment: any) => comment.id)).toEqual([last.id]);
    });
  });

  describe('first response (SLA)', () => {
    it('is the first public comment: internal notes do not count, later comments do not move it', async () => {
      const { api } = await createTenant();
      const ticket = await createTicket(api);

      await createComment(api, ticket.id, { content: 'Internal', isInternal: true });
      const untouched = (await api.get(`/tickets/${ticket.id}`)).body;
      expect(untouched).toEqual(ticket);

      const answer = await createComment(api, ticket.id, { content: 'Hello, we are on it' });
      const answered = (await api.get(`/tickets/${ticket.id}`)).body;
      expect(answered).toEqual({ ...ticket, firstRespondedAt: answer.createdAt, updatedAt: answer.createdAt });

      await createComment(api, ticket.id, { content: 'Any news?' });
      expect((await api.get(`/tickets/${ticket.id}`)).body).toEqual(answered);

      const events = await outboxEvents(queryDatabase, ticket.id);
      expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated']);
      expect(events[1].data).toEqual(answered);
    });

    it('is recorded once when public comments arrive together, without deadlock', async () => {
      const { api } = await createTenant({ seed: false });
      const ticket = await createTicket(api);

      const comments = await Promise.all(Array.from({ length: 8 }, (_, index) => createComment(api, ticket.id, { content: `Answer ${index}` })));

      const answered = (await api.get(`/tickets/${ticket.id}`)).body;
      expect(comments.map((comment) => comment.createdAt)).toContain(answered.firstRespondedAt);
      const events = await outboxEvents(queryDatabase, ticket.id);
      expect(events.map((event) => event.event)).toEqual(['ticket.created', 'ticket.updated']);
    });
  });

  it('lets a key scoped to ticket comments only comment on a ticket it cannot read', async () => {
    const owner = await createTenant({ seed: false });
    const ticket = await createTicket(owner.api);
    const key = await (await adminClient()).createKey(owner.company.id, owner.user.id, ['ticket-comments:read', 'ticket-comments:write']);
    const api = new HttpClient(owner.api.baseUrl, authHeaders(await authenticate(key.apiKey, key.secret)));
    expectError(await api.get(`/tickets/${ticket.id}`), 403, 'INSUFFICIENT_PERMISSIONS');
    const comment = await createComment(api, ticket.id);
    expect((await api.get(`/ticket-comments?ticketId=${ticket.id}`)).body.data).toEqual([comment]);
  });

  it('moves the ticket into an updatedSince sync when it records the first response', async () => {
    const { api } = await createTenant({ seed: false });
    const ticket = await createTicket(api);
    const mark = new Date(Date.parse(ticket.updatedAt) + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(mark) - Date.now() + 5)));
    expect((await api.get(`/tickets?updatedSince=${mark}`)).body.data).toEqual([]);
    await createComment(api, ticket.id);
    expect((await api.get(`/tickets?updatedSince=${mark}`)).body.data.map((record: any) => record.id)).toEqual([ticket.id]);
  });

  it('emits ticket.comment_created with the comment as get returns it', async () => {
    const { api } = await createTenant({ seed: false });
    const ticket = await createTicket(api);
    const comment = await createComment(api, ticket.id, { isInternal: true });
    const events = await outboxEvents(queryDatabase, comment.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: expect.stringMatching(/^evt_/), event: 'ticket.comment_created', timestamp: API_DATE_TIME, data: comment });
  });
});
