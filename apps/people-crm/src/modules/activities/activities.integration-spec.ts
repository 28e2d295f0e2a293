import { ACTIVITY_TYPES } from '@bizapi/contracts';
import { Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, createActivity, createDeal, createPerson, expectError } from '../../testing/crm-fixtures';

describe('activities', () => {
  describe('POST /activities', () => {
    let tenant: Tenant;
    let person: any;
    let deal: any;

    beforeAll(async () => {
      tenant = await createTenant();
      person = await createPerson(tenant.api, { name: 'Rita Gomes' });
      deal = await createDeal(tenant.api, { title: 'Fleet renewal', customerId: person.id });
    });

    it('creates a PENDING activity showing the deal title and the person name, and answers 201', async () => {
      const response = await tenant.api.post('/activities', {
        title: 'Kick-off meeting',
        type: 'MEETING',
        dealId: deal.id,
        personId: person.id,
        description: 'At the customer',
        dueDate: '2026-05-04T14:00:00Z',
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        title: 'Kick-off meeting',
        type: 'MEETING',
        status: 'PENDING',
        dealId: deal.id,
        dealTitle: 'Fleet renewal',
        personId: person.id,
        personName: 'Rita Gomes',
        description: 'At the customer',
        dueDate: '2026-05-04T14:00:00.000Z',
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/activities/${response.body.id}`)).body).toEqual(response.body);
    });

    it('creates an activity already DONE', async () => {
      expect((await createActivity(tenant.api, { status: 'DONE' })).status).toBe('DONE');
    });

    it('creates an activity with neither deal nor person, a date-only dueDate at midnight UTC', async () => {
      const activity = await createActivity(tenant.api, { type: 'NOTE', dueDate: '2026-05-04' });
      expect(activity).toMatchObject({ dealId: null, dealTitle: null, personId: null, personName: null, dueDate: '2026-05-04T00:00:00.000Z' });
    });

    it.each(ACTIVITY_TYPES)('accepts the type %s', async (type) => {
      expect((await createActivity(tenant.api, { type })).type).toBe(type);
    });

    it.each([
      ['no type', { type: undefined }, 400, 'VALIDATION_ERROR', 'type'],
      ['an unknown type', { type: 'VISIT' }, 400, 'INVALID_ENUM_VALUE', 'type'],
      ['an unknown status', { status: 'CANCELLED' }, 400, 'INVALID_ENUM_VALUE', 'status'],
      ['no title', { title: undefined }, 400, 'VALIDATION_ERROR', 'title'],
      ['a malformed dueDate', { dueDate: '2026-05-04 14:00' }, 400, 'INVALID_DATE_FORMAT', 'dueDate'],
      ['an unknown deal', { dealId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'dealId'],
      ['an unknown person', { personId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'personId'],
      ['a dealTitle', { dealTitle: 'x' }, 400, 'VALIDATION_ERROR', 'dealTitle'],
    ])('refuses %s', async (_case, fields, status, message, field) => {
      expectError(await tenant.api.post('/activities', { title: 'Call', type: 'CALL', ...fields }), status, message, field);
    });

    it('refuses a deal the operator deactivated', async () => {
      const gone = await createDeal(tenant.api, { customerId: person.id });
      await (await adminClient()).deactivate(tenant.company.id, 'deals', gone.id);
      expectError(await tenant.api.post('/activities', { title: 'Call', type: 'CALL', dealId: gone.id }), 400, 'VALIDATION_ERROR', 'dealId');
    });
  });

  describe('PUT /activities/:id', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it('changes title, status, description and dueDate, keeping the rest', async () => {
      const activity = await createActivity(tenant.api, { description: 'old', dueDate: '2026-01-01' });

      const response = await tenant.api.put(`/activities/${activity.id}`, {
        title: 'Call back',
        status: 'DONE',
        description: 'Left a message',
        dueDate: '2026-01-02T09:30:00Z',
      });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...activity,
        title: 'Call back',
        status: 'DONE',
        description: 'Left a message',
        dueDate: '2026-01-02T09:30:00.000Z',
        updatedAt: expect.any(String),
      });
    });

    it('moves DONE back to PENDING and clears dueDate and description sent as null', async () => {
      const activity = await createActivity(tenant.api, { status: 'DONE', description: 'x', dueDate: '2026-01-01' });
      const response = await tenant.api.put(`/activities/${activity.id}`, { status: 'PENDING', description: null, dueDate: null });
      expect(response.body).toMatchObject({ status: 'PENDING', description: null, dueDate: null });
    });

    it('keeps updatedAt when nothing changes', async () => {
      const activity = await createActivity(tenant.api, { dueDate: '2026-03-03' });
      const response = await tenant.api.put(`/activities/${activity.id}`, { title: activity.title, dueDate: '2026-03-03T00:00:00Z' });
      expect(response.body).toEqual(activity);
    });

    it.each([
      ['an unknown status', { status: 'OPEN' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a type (not updatable)', { type: 'EMAIL' }, 'VALIDATION_ERROR', 'type'],
      ['a dealId (not updatable)', { dealId: null }, 'VALIDATION_ERROR', 'dealId'],
      ['a malformed dueDate', { dueDate: 'tomorrow' }, 'INVALID_DATE_FORMAT', 'dueDate'],
    ])('refuses %s', async (_case, body, message, field) => {
      const activity = await createActivity(tenant.api);
      expectError(await tenant.api.put(`/activities/${activity.id}`, body), 400, message, field);
    });
  });

  describe('GET /activities', () => {
    let tenant: Tenant;
    let call: any;
    let mail: any;
    let note: any;
    let deal: any;
    let person: any;

    beforeAll(async () => {
      tenant = await createTenant();
      person = await createPerson(tenant.api);
      deal = await createDeal(tenant.api, { customerId: person.id });
      call = await createActivity(tenant.api, { type: 'CALL', dealId: deal.id });
      mail = await createActivity(tenant.api, { type: 'EMAIL', personId: person.id, status: 'DONE' });
      note = await createActivity(tenant.api, { type: 'NOTE', dealId: deal.id, personId: person.id });
    });

    it('lists newest first in the list envelope', async () => {
      const response = await tenant.api.get('/activities');
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data).toEqual([note, mail, call]);
    });

    it.each([
      ['dealId', () => `?dealId=${deal.id}`, () => [note.id, call.id]],
      ['personId', () => `?personId=${person.id}`, () => [note.id, mail.id]],
      ['type', () => '?type=EMAIL', () => [mail.id]],
      ['status', () => '?status=PENDING', () => [note.id, call.id]],
      ['all four', () => `?dealId=${deal.id}&personId=${person.id}&type=NOTE&status=PENDING`, () => [note.id]],
      ['a dealId that is not an id', () => '?dealId=abc', () => []],
    ])('filters by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/activities${query()}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((activity: any) => activity.id)).toEqual(expected());
    });

    it.each([
      ['?type=VISIT', 'INVALID_ENUM_VALUE', 'type'],
      ['?status=OPEN', 'INVALID_ENUM_VALUE', 'status'],
      ['?orderBy=title', 'INVALID_ENUM_VALUE', 'orderBy'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/activities${query}`), 400, message, field);
    });

    it('keeps an activity and its deal title after the deal is deactivated', async () => {
      await (await adminClient()).deactivate(tenant.company.id, 'deals', deal.id);
      expect((await tenant.api.get(`/activities/${call.id}`)).body).toMatchObject({ dealId: deal.id, dealTitle: deal.title });
    });
  });

  it('hides an activity the operator deactivated', async () => {
    const { api, company } = await createTenant();
    const activity = await createActivity(api);
    await (await adminClient()).deactivate(company.id, 'activities', activity.id);
    expectError(await api.get(`/activities/${activity.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/activities/${activity.id}`, { status: 'DONE' }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/activities')).body.data).toEqual([]);
    await expect((await adminClient()).deactivate(company.id, 'activities', activity.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});
