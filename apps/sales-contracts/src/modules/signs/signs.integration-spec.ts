import { Tenant, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, createDeal, createPerson, createSign, expectError, outboxEvents } from '../../testing/sales-fixtures';

describe('signs', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant();
  });

  describe('POST /signs', () => {
    it('creates a DRAFT sign with a code, no contractSituation and no signedAt; lists omit content', async () => {
      const deal = await createDeal(tenant.api);
      const person = await createPerson(tenant.api);
      const response = await tenant.api.post('/signs', { title: 'Service agreement', dealId: deal.id, personId: person.id, content: 'The parties agree...' });
      expect(response.status).toBe(201);
      const record = {
        id: expect.any(String),
        code: expect.stringMatching(/^SIGN-\d{6}$/),
        title: 'Service agreement',
        status: 'DRAFT',
        contractSituation: null,
        dealId: deal.id,
        personId: person.id,
        signedAt: null,
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      };
      expect(response.body).toEqual({ ...record, content: 'The parties agree...' });
      expect((await tenant.api.get(`/signs/${response.body.id}`)).body).toEqual(response.body);
      const listed = (await tenant.api.get('/signs?limit=100')).body.data.find((sign: any) => sign.id === response.body.id);
      expect(listed).toEqual(record);
      expect(listed).not.toHaveProperty('content');
      const events = await outboxEvents(queryDatabase, response.body.id);
      expect(events.map((event) => event.event)).toEqual(['sign.created']);
      expect(events[0].data).toEqual(response.body);
    });

    it('creates a SENT sign, and defaults dealId, personId and content to null', async () => {
      expect(await createSign(tenant.api, { status: 'SENT' })).toMatchObject({ status: 'SENT', contractSituation: null, dealId: null, personId: null, content: null });
      expect(await createSign(tenant.api, { status: 'DRAFT' })).toMatchObject({ status: 'DRAFT' });
    });

    it.each([
      ['status SIGNED', { status: 'SIGNED' }, 'VALIDATION_ERROR', 'status'],
      ['status CANCELLED', { status: 'CANCELLED' }, 'VALIDATION_ERROR', 'status'],
      ['an unknown status', { status: 'OPEN' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a contractSituation', { contractSituation: 'ACTIVATED' }, 'VALIDATION_ERROR', 'contractSituation'],
      ['a signedAt', { signedAt: '2026-01-01' }, 'VALIDATION_ERROR', 'signedAt'],
      ['a code', { code: 'SIGN-1' }, 'VALIDATION_ERROR', 'code'],
      ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 's'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
      ['an unknown deal', { dealId: NOBODYS_ID }, 'VALIDATION_ERROR', 'dealId'],
      ['an unknown person', { personId: NOBODYS_ID }, 'VALIDATION_ERROR', 'personId'],
      ['a malformed personId', { personId: 'nobody' }, 'VALIDATION_ERROR', 'personId'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/signs', { title: 'Sign', ...fields }), 400, message, field);
    });
  });

  describe('PUT /signs/:id', () => {
    it('signs: signedAt is set, contractSituation becomes ACTIVATING, sign.updated and sign.signed are emitted', async () => {
      const sign = await createSign(tenant.api, { status: 'SENT' });
      const before = Date.now();
      const response = await tenant.api.put(`/signs/${sign.id}`, { status: 'SIGNED' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...sign, status: 'SIGNED', contractSituation: 'ACTIVATING', signedAt: API_DATE_TIME, updatedAt: API_DATE_TIME });
      expect(Date.parse(response.body.signedAt)).toBeGreaterThanOrEqual(before - 1000);
      const events = await outboxEvents(queryDatabase, sign.id);
      expect(events.map((event) => event.event)).toEqual(['sign.created', 'sign.updated', 'sign.signed']);
      expect(events[2].data).toEqual(response.body);

      // Later changes keep signedAt; contractSituation takes any value of its enumeration.
      const activated = await tenant.api.put(`/signs/${sign.id}`, { contractSituation: 'ACTIVATED', title: 'Signed agreement' });
      expect(activated.body).toMatchObject({ status: 'SIGNED', contractSituation: 'ACTIVATED', signedAt: response.body.signedAt, title: 'Signed agreement' });
      expect((await outboxEvents(queryDatabase, sign.id)).map((event) => event.event)).toEqual(['sign.created', 'sign.updated', 'sign.signed', 'sign.updated']);
    });

    it('keeps a contractSituation sent with the signature', async () => {
      const sign = await createSign(tenant.api);
      expect((await tenant.api.put(`/signs/${sign.id}`, { status: 'SIGNED', contractSituation: 'SUSPENDED' })).body).toMatchObject({
        status: 'SIGNED',
        contractSituation: 'SUSPENDED',
        signedAt: API_DATE_TIME,
      });
    });

    it('sets any status and content', async () => {
      const sign = await createSign(tenant.api);
      expect((await tenant.api.put(`/signs/${sign.id}`, { status: 'CANCELLED', content: 'v2' })).body).toMatchObject({ status: 'CANCELLED', content: 'v2', signedAt: null });
    });

    it.each([
      ['an unknown status', { status: 'DONE' }, 'INVALID_ENUM_VALUE', 'status'],
      ['an unknown contractSituation', { contractSituation: 'ACTIVE' }, 'INVALID_ENUM_VALUE', 'contractSituation'],
      ['a personId', { personId: NOBODYS_ID }, 'VALIDATION_ERROR', 'personId'],
      ['a signedAt', { signedAt: '2026-01-01' }, 'VALIDATION_ERROR', 'signedAt'],
    ])('refuses %s', async (_case, body, message, field) => {
      const sign = await createSign(tenant.api);
      expectError(await tenant.api.put(`/signs/${sign.id}`, body), 400, message, field);
    });
  });

  describe('GET /signs', () => {
    it('filters by status and contractSituation', async () => {
      const { api } = await createTenant();
      const draft = await createSign(api);
      const sent = await createSign(api, { status: 'SENT' });
      await api.put(`/signs/${sent.id}`, { status: 'SIGNED' });
      expect((await api.get('/signs?status=DRAFT')).body.data.map((sign: any) => sign.id)).toEqual([draft.id]);
      expect((await api.get('/signs?status=SIGNED')).body.data.map((sign: any) => sign.id)).toEqual([sent.id]);
      expect((await api.get('/signs?contractSituation=ACTIVATING')).body.data.map((sign: any) => sign.id)).toEqual([sent.id]);
      expect((await api.get('/signs?contractSituation=ACTIVATED')).body.meta.total).toBe(0);
    });
  });
});
