import { LEAD_STATUSES } from '@bizapi/contracts';
import { Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, createLead, createPerson, expectError } from '../../testing/crm-fixtures';

describe('leads', () => {
  describe('POST /leads', () => {
    let tenant: Tenant;
    let person: any;

    beforeAll(async () => {
      tenant = await createTenant();
      person = await createPerson(tenant.api, { name: 'Paula Reis' });
    });

    it('creates a NEW lead showing the person name, and answers 201', async () => {
      const response = await tenant.api.post('/leads', {
        title: 'Website enquiry',
        personId: person.id,
        description: 'Wants a quote',
        sourceChannel: 'WEBSITE',
        tags: ['hot', 'inbound', 'hot'],
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        title: 'Website enquiry',
        personId: person.id,
        personName: 'Paula Reis',
        status: 'NEW',
        sourceChannel: 'WEBSITE',
        description: 'Wants a quote',
        tags: ['hot', 'inbound'],
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/leads/${response.body.id}`)).body).toEqual(response.body);
    });

    it('creates a lead without a person', async () => {
      const lead = await createLead(tenant.api);
      expect(lead).toMatchObject({ personId: null, personName: null, sourceChannel: null, description: null, tags: [], status: 'NEW' });
    });

    it.each([
      ['a status, even NEW', { status: 'NEW' }, 400, 'VALIDATION_ERROR', 'status'],
      ['a status', { status: 'QUALIFIED' }, 400, 'VALIDATION_ERROR', 'status'],
      ['no title', { title: undefined }, 400, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 't'.repeat(256) }, 400, 'VALIDATION_ERROR', 'title'],
      ['an unknown sourceChannel', { sourceChannel: 'TV' }, 400, 'INVALID_ENUM_VALUE', 'sourceChannel'],
      ['tags that are not a list', { tags: 'hot' }, 400, 'VALIDATION_ERROR', 'tags'],
      ['an unknown person', { personId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'personId'],
      ['a person id that is not a string', { personId: 42 }, 400, 'VALIDATION_ERROR', 'personId'],
    ])('refuses %s', async (_case, fields, status, message, field) => {
      expectError(await tenant.api.post('/leads', { title: 'Lead', ...fields }), status, message, field);
    });

    it('refuses a person the operator deactivated', async () => {
      const gone = await createPerson(tenant.api);
      await (await adminClient()).deactivate(tenant.company.id, 'persons', gone.id);
      expectError(await tenant.api.post('/leads', { title: 'Lead', personId: gone.id }), 400, 'VALIDATION_ERROR', 'personId');
    });
  });

  describe('PUT /leads/:id', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it.each(LEAD_STATUSES.filter((status) => status !== 'NEW'))('moves the status to %s', async (status) => {
      const lead = await createLead(tenant.api);

      const response = await tenant.api.put(`/leads/${lead.id}`, { status });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...lead, status, updatedAt: expect.any(String) });
    });

    it('moves the status back to NEW from any other', async () => {
      const lead = await createLead(tenant.api);
      await tenant.api.put(`/leads/${lead.id}`, { status: 'CONVERTED' });
      expect((await tenant.api.put(`/leads/${lead.id}`, { status: 'NEW' })).body.status).toBe('NEW');
    });

    it('replaces the tags with the ones sent, and keeps the fields not sent', async () => {
      const lead = await createLead(tenant.api, { tags: ['a', 'b'], description: 'keep', sourceChannel: 'EVENT' });

      const response = await tenant.api.put(`/leads/${lead.id}`, { title: 'Renamed', tags: ['c'] });

      expect(response.body).toEqual({ ...lead, title: 'Renamed', tags: ['c'], updatedAt: expect.any(String) });
      expect((await tenant.api.put(`/leads/${lead.id}`, { tags: [] })).body.tags).toEqual([]);
    });

    it('clears the description sent as null', async () => {
      const lead = await createLead(tenant.api, { description: 'x' });
      expect((await tenant.api.put(`/leads/${lead.id}`, { description: null })).body.description).toBeNull();
    });

    it('keeps updatedAt when nothing changes', async () => {
      const lead = await createLead(tenant.api, { tags: ['x'] });
      const response = await tenant.api.put(`/leads/${lead.id}`, { title: lead.title, tags: ['x'], status: 'NEW' });
      expect(response.body).toEqual(lead);
    });

    it.each([
      ['an unknown status', { status: 'WON' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a lower-case status', { status: 'contacted' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a personId (not updatable)', { personId: null }, 'VALIDATION_ERROR', 'personId'],
      ['a sourceChannel (not updatable)', { sourceChannel: 'EMAIL' }, 'VALIDATION_ERROR', 'sourceChannel'],
      ['a blank title', { title: '' }, 'VALIDATION_ERROR', 'title'],
    ])('refuses %s', async (_case, body, message, field) => {
      const lead = await createLead(tenant.api);
      expectError(await tenant.api.put(`/leads/${lead.id}`, body), 400, message, field);
    });

    it('gives RESOURCE_NOT_FOUND for an unknown lead', async () => {
      expectError(await tenant.api.put('/leads/0190b3c4-0000-7000-8000-000000000000', { status: 'CONTACTED' }), 404, 'RESOURCE_NOT_FOUND');
      expectError(await tenant.api.get('/leads/0190b3c4-0000-7000-8000-000000000000'), 404, 'RESOURCE_NOT_FOUND');
    });
  });

  describe('GET /leads', () => {
    let tenant: Tenant;
    let roof: any;
    let pool: any;
    let garden: any;

    beforeAll(async () => {
      tenant = await createTenant();
      roof = await createLead(tenant.api, { title: 'Roof repair' });
      pool = await createLead(tenant.api, { title: 'Pool cleaning' });
      garden = await createLead(tenant.api, { title: 'Garden REPAIR' });
      await tenant.api.put(`/leads/${pool.id}`, { status: 'QUALIFIED' });
      await tenant.api.put(`/leads/${garden.id}`, { status: 'QUALIFIED' });
    });

    it('lists newest first in the list envelope', async () => {
      const response = await tenant.api.get('/leads');
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data.map((lead: any) => lead.id)).toEqual([garden.id, pool.id, roof.id]);
      expect(response.body.data[2]).toEqual(roof);
    });

    it.each([
      ['search in the title, any case', '?search=repair', () => [garden.id, roof.id]],
      ['status', '?status=QUALIFIED', () => [garden.id, pool.id]],
      ['status and search', '?status=QUALIFIED&search=pool', () => [pool.id]],
      ['orderBy title ASC', '?orderBy=title&order=ASC', () => [garden.id, pool.id, roof.id]],
      ['orderBy title DESC', '?orderBy=title&order=DESC', () => [roof.id, pool.id, garden.id]],
      ['orderBy createdAt ASC', '?orderBy=createdAt&order=ASC', () => [roof.id, pool.id, garden.id]],
      ['a page of one', '?page=3&limit=1', () => [roof.id]],
    ])('filters and sorts by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/leads${query}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((lead: any) => lead.id)).toEqual(expected());
    });

    it.each([
      ['?status=WON', 'INVALID_ENUM_VALUE', 'status'],
      ['?orderBy=status', 'INVALID_ENUM_VALUE', 'orderBy'],
      ['?page=0', 'VALIDATION_ERROR', 'page'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/leads${query}`), 400, message, field);
    });
  });

  it('hides a lead the operator deactivated', async () => {
    const { api, company } = await createTenant();
    const lead = await createLead(api);
    await (await adminClient()).deactivate(company.id, 'leads', lead.id);
    expectError(await api.get(`/leads/${lead.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/leads/${lead.id}`, { status: 'CONTACTED' }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/leads')).body.data).toEqual([]);
    await expect((await adminClient()).deactivate(company.id, 'leads', lead.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it('keeps showing the name of a person deactivated after the lead was created', async () => {
    const { api, company } = await createTenant();
    const person = await createPerson(api, { name: 'Former contact' });
    const lead = await createLead(api, { personId: person.id });
    await (await adminClient()).deactivate(company.id, 'persons', person.id);
    expect((await api.get(`/leads/${lead.id}`)).body).toMatchObject({ personId: person.id, personName: 'Former contact' });
  });
});
