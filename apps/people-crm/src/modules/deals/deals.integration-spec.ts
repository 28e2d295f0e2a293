import { Tenant, adminClient, createTenant, queryDatabase, testStack } from '@bizapi/testing';
import { API_DATE_TIME, createDeal, createPerson, expectError, listPipelines, outboxEvents } from '../../testing/crm-fixtures';
import { recordEvents } from '../../testing/people-fixtures';

const eventsOf = (id: string) => outboxEvents(queryDatabase, id);

describe('deals', () => {
  describe('POST /deals', () => {
    let tenant: Tenant;
    let customer: any;
    let sales: any;
    let services: any;

    beforeAll(async () => {
      tenant = await createTenant();
      customer = await createPerson(tenant.api, { name: 'Acme Ltda', personType: 'COMPANY' });
      [sales, services] = await listPipelines(tenant.api);
    });

    it('creates the deal in the first stage of the pipeline, with a generated code, and answers 201', async () => {
      const response = await tenant.api.post('/deals', {
        title: 'ERP rollout',
        customerId: customer.id,
        dealType: 'SERVICE',
        dealPipelineId: services.id,
        amount: 12500.5,
        expectedCloseDate: '2026-06-30',
        description: 'Phase one',
        tags: ['erp', 'q2', 'erp'],
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^DEAL-\d{6}$/),
        title: 'ERP rollout',
        customerId: customer.id,
        customerName: 'Acme Ltda',
        dealType: 'SERVICE',
        dealPipelineId: services.id,
        dealPipelineName: 'Services',
        dealStageId: services.stages[0].id,
        dealStageName: services.stages[0].name,
        amount: 12500.5,
        description: 'Phase one',
        tags: ['erp', 'q2'],
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
        expectedCloseDate: '2026-06-30T00:00:00.000Z',
        responsibleId: tenant.user.id,
        responsibleName: 'Ana Souza',
      });
    });

    it('leaves amount, expectedCloseDate and description null and tags empty when not sent', async () => {
      const deal = await createDeal(tenant.api, { customerId: customer.id, dealPipelineId: sales.id });
      expect(deal).toMatchObject({ amount: null, expectedCloseDate: null, description: null, tags: [] });
    });

    it('gets the deal with expectedCloseDate and the responsible company user (the key owner)', async () => {
      const deal = await createDeal(tenant.api, { customerId: customer.id, expectedCloseDate: '2026-07-01T15:30:00Z' });

      const response = await tenant.api.get(`/deals/${deal.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...deal,
        expectedCloseDate: '2026-07-01T15:30:00.000Z',
        responsibleId: tenant.user.id,
        responsibleName: 'Ana Souza',
      });
    });

    it('emits deal.created with the record as get returns it', async () => {
      const deal = await createDeal(tenant.api, { customerId: customer.id });

      const events = await eventsOf(deal.id);

      expect(events.map((event) => event.event)).toEqual(['deal.created']);
      expect(events[0].companyId).toBe(tenant.company.id);
      expect(events[0].data).toEqual((await tenant.api.get(`/deals/${deal.id}`)).body);
    });

    it.each([
      ['no title', { title: undefined }, 400, 'VALIDATION_ERROR', 'title'],
      ['a blank title', { title: '  ' }, 400, 'VALIDATION_ERROR', 'title'],
      ['no customerId', { customerId: undefined }, 400, 'VALIDATION_ERROR', 'customerId'],
      ['no dealType', { dealType: undefined }, 400, 'VALIDATION_ERROR', 'dealType'],
      ['an unknown dealType', { dealType: 'RETAIL' }, 400, 'INVALID_ENUM_VALUE', 'dealType'],
      ['no dealPipelineId', { dealPipelineId: undefined }, 400, 'VALIDATION_ERROR', 'dealPipelineId'],
      ['a negative amount', { amount: -5 }, 400, 'VALIDATION_ERROR', 'amount'],
      ['a malformed expectedCloseDate', { expectedCloseDate: '30/06/2026' }, 400, 'INVALID_DATE_FORMAT', 'expectedCloseDate'],
      ['an impossible expectedCloseDate', { expectedCloseDate: '2026-02-30' }, 400, 'INVALID_DATE_FORMAT', 'expectedCloseDate'],
      ['a code', { code: 'DEAL-999999' }, 400, 'VALIDATION_ERROR', 'code'],
      ['a dealStageId', { dealStageId: 'x' }, 400, 'VALIDATION_ERROR', 'dealStageId'],
      ['tags that are not strings', { tags: [1] }, 400, 'VALIDATION_ERROR', 'tags'],
      ['an unknown customer', { customerId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'customerId'],
      ['a malformed customer id', { customerId: 'nope' }, 400, 'VALIDATION_ERROR', 'customerId'],
      ['an unknown pipeline', { dealPipelineId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'dealPipelineId'],
    ])('refuses %s', async (_case, fields, status, message, field) => {
      const body = { title: 'Deal', customerId: customer.id, dealType: 'COMMERCIAL', dealPipelineId: sales.id, ...fields };
      expectError(await tenant.api.post('/deals', body), status, message, field);
    });

    it('refuses a customer or a pipeline the operator deactivated', async () => {
      const { api, company } = await createTenant();
      const gone = await createPerson(api);
      const [pipeline] = await listPipelines(api);
      const admin = await adminClient();
      await admin.deactivate(company.id, 'persons', gone.id);
      await admin.deactivate(company.id, 'deal-pipelines', pipeline.id);

      const other = await createPerson(api);
      expectError(
        await api.post('/deals', { title: 'D', customerId: gone.id, dealType: 'COMMERCIAL', dealPipelineId: pipeline.id }),
        400,
        'VALIDATION_ERROR',
        'customerId',
      );
      expectError(
        await api.post('/deals', { title: 'D', customerId: other.id, dealType: 'COMMERCIAL', dealPipelineId: pipeline.id }),
        400,
        'VALIDATION_ERROR',
        'dealPipelineId',
      );
    });
  });

  describe('PUT /deals/:id', () => {
    let tenant: Tenant;
    let sales: any;
    let services: any;

    beforeAll(async () => {
      tenant = await createTenant();
      [sales, services] = await listPipelines(tenant.api);
    });

    it('moves the deal to another stage of its pipeline and emits deal.updated and deal.stage_changed', async () => {
      const deal = await createDeal(tenant.api, { dealPipelineId: sales.id });
      const target = sales.stages[2];

      const response = await tenant.api.put(`/deals/${deal.id}`, { dealStageId: target.id });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...deal,
        dealStageId: target.id,
        dealStageName: target.name,
        updatedAt: expect.any(String),
      });
      const fetched = (await tenant.api.get(`/deals/${deal.id}`)).body;
      const events = await eventsOf(deal.id);
      expect(events.map((event) => event.event)).toEqual(['deal.created', 'deal.updated', 'deal.stage_changed']);
      expect(events[1].data).toEqual(fetched);
      expect(events[2].data).toEqual(fetched);
    });

    it('changes only the fields sent, tags replacing the old ones, and emits deal.updated only', async () => {
      const deal = await createDeal(tenant.api, { amount: 100, tags: ['a', 'b'], description: 'old', expectedCloseDate: '2026-01-01' });

      const response = await tenant.api.put(`/deals/${deal.id}`, { title: 'Renamed', amount: 250.75, tags: ['c'] });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...deal, title: 'Renamed', amount: 250.75, tags: ['c'], updatedAt: expect.any(String) });
      expect((await eventsOf(deal.id)).map((event) => event.event)).toEqual(['deal.created', 'deal.updated']);
    });

    it('clears amount, expectedCloseDate and description sent as null', async () => {
      const deal = await createDeal(tenant.api, { amount: 100, description: 'x', expectedCloseDate: '2026-01-01' });

      const response = await tenant.api.put(`/deals/${deal.id}`, { amount: null, expectedCloseDate: null, description: null });

      expect(response.body).toMatchObject({ amount: null, expectedCloseDate: null, description: null });
    });

    it('writes and emits nothing for a PUT that changes nothing, the current stage included', async () => {
      const deal = await createDeal(tenant.api, { title: 'Same', amount: 10 });

      const response = await tenant.api.put(`/deals/${deal.id}`, { title: 'Same', amount: 10, dealStageId: deal.dealStageId });

      expect(response.status).toBe(200);
      expect(response.body).toEqual(deal);
      expect((await eventsOf(deal.id)).map((event) => event.event)).toEqual(['deal.created']);
    });

    it.each([
      ['a stage of another pipeline', () => ({ dealStageId: services.stages[0].id }), 400, 'VALIDATION_ERROR', 'dealStageId'],
      ['an unknown stage', () => ({ dealStageId: '0190b3c4-0000-7000-8000-000000000000' }), 400, 'VALIDATION_ERROR', 'dealStageId'],
      ['a dealPipelineId', () => ({ dealPipelineId: services.id }), 400, 'VALIDATION_ERROR', 'dealPipelineId'],
      ['a customerId', () => ({ customerId: sales.id }), 400, 'VALIDATION_ERROR', 'customerId'],
      ['a dealType', () => ({ dealType: 'SERVICE' }), 400, 'VALIDATION_ERROR', 'dealType'],
      ['a code', () => ({ code: 'DEAL-000009' }), 400, 'VALIDATION_ERROR', 'code'],
      ['a null title', () => ({ title: null }), 400, 'VALIDATION_ERROR', 'title'],
      ['a malformed expectedCloseDate', () => ({ expectedCloseDate: '2026-13-01' }), 400, 'INVALID_DATE_FORMAT', 'expectedCloseDate'],
    ])('refuses %s', async (_case, body, status, message, field) => {
      const deal = await createDeal(tenant.api, { dealPipelineId: sales.id });
      expectError(await tenant.api.put(`/deals/${deal.id}`, body()), status, message, field);
      expect((await tenant.api.get(`/deals/${deal.id}`)).body.dealStageId).toBe(deal.dealStageId);
    });
  });

  describe('GET /deals', () => {
    let tenant: Tenant;
    let alpha: any;
    let beta: any;
    let gamma: any;
    let buyer: any;

    beforeAll(async () => {
      tenant = await createTenant();
      const [sales, services] = await listPipelines(tenant.api);
      buyer = await createPerson(tenant.api, { name: 'Buyer' });
      const other = await createPerson(tenant.api, { name: 'Other' });
      alpha = await createDeal(tenant.api, { title: 'Alpha website', customerId: buyer.id, dealPipelineId: sales.id, amount: 500 });
      beta = await createDeal(tenant.api, { title: 'Beta support', customerId: other.id, dealPipelineId: services.id, dealType: 'SERVICE' });
      gamma = await createDeal(tenant.api, { title: 'Gamma website', customerId: buyer.id, dealPipelineId: sales.id, amount: 90 });
    });

    it('lists newest first without expectedCloseDate and the responsible user', async () => {
      const response = await tenant.api.get('/deals');

      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data.map((deal: any) => deal.id)).toEqual([gamma.id, beta.id, alpha.id]);
      const { expectedCloseDate: _date, responsibleId: _id, responsibleName: _name, ...listed } = alpha;
      expect(response.body.data[2]).toEqual(listed);
    });

    it.each([
      ['search in the title', () => '?search=WEBSITE', () => [gamma.id, alpha.id]],
      ['dealType', () => '?dealType=SERVICE', () => [beta.id]],
      ['dealPipelineId', () => `?dealPipelineId=${beta.dealPipelineId}`, () => [beta.id]],
      ['customerId', () => `?customerId=${buyer.id}`, () => [gamma.id, alpha.id]],
      ['a customerId that is not an id', () => '?customerId=nobody', () => []],
      ['orderBy title ASC', () => '?orderBy=title&order=ASC', () => [alpha.id, beta.id, gamma.id]],
      ['orderBy title DESC', () => '?orderBy=title', () => [gamma.id, beta.id, alpha.id]],
      ['orderBy amount DESC, no amount last', () => '?orderBy=amount', () => [alpha.id, gamma.id, beta.id]],
      ['orderBy amount ASC, no amount last', () => '?orderBy=amount&order=ASC', () => [gamma.id, alpha.id, beta.id]],
      ['orderBy createdAt ASC', () => '?orderBy=createdAt&order=ASC', () => [alpha.id, beta.id, gamma.id]],
      ['two filters together', () => `?customerId=${buyer.id}&search=alpha`, () => [alpha.id]],
    ])('filters and sorts by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/deals${query()}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((deal: any) => deal.id)).toEqual(expected());
    });

    it.each([
      ['?orderBy=code', 'INVALID_ENUM_VALUE', 'orderBy'],
      ['?dealType=RETAIL', 'INVALID_ENUM_VALUE', 'dealType'],
      ['?status=OPEN', 'VALIDATION_ERROR', 'status'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/deals${query}`), 400, message, field);
    });
  });

  it('publishes its events on JetStream, in order, as the outbox recorded them', async () => {
    const recorder = await recordEvents(testStack().env);
    try {
      const { api, company } = await createTenant();
      const [pipeline] = await listPipelines(api);
      const deal = await createDeal(api, { dealPipelineId: pipeline.id });
      await api.put(`/deals/${deal.id}`, { dealStageId: pipeline.stages[1].id });

      await recorder.waitFor((event) => event.event === 'deal.stage_changed' && event.data.id === deal.id);
      const published = recorder.events.filter((event) => event.data.id === deal.id);
      expect(published).toEqual(await eventsOf(deal.id));
      expect(published.map((event) => [event.event, event.companyId])).toEqual([
        ['deal.created', company.id],
        ['deal.updated', company.id],
        ['deal.stage_changed', company.id],
      ]);
    } finally {
      await recorder.close();
    }
  });

  it('has no DELETE: DELETE /deals/:id is ROUTE_NOT_FOUND', async () => {
    const { api } = await createTenant();
    const deal = await createDeal(api);
    expectError(await api.delete(`/deals/${deal.id}`), 404, 'ROUTE_NOT_FOUND');
    expect((await api.get(`/deals/${deal.id}`)).status).toBe(200);
  });

  it('hides a deal the operator deactivated, and records it in a deal.updated event', async () => {
    const { api, company } = await createTenant();
    const deal = await createDeal(api);

    await (await adminClient()).deactivate(company.id, 'deals', deal.id);

    expectError(await api.get(`/deals/${deal.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/deals/${deal.id}`, { title: 'Back' }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/deals')).body.meta.total).toBe(0);
    const events = await eventsOf(deal.id);
    expect(events.map((event) => [event.event, event.data.isActive])).toEqual([
      ['deal.created', true],
      ['deal.updated', false],
    ]);
  });
});
