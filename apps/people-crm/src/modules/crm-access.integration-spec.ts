import { Tenant, createTenant } from '@bizapi/testing';
import {
  createActivity,
  createDeal,
  createDealItem,
  createLead,
  createPerson,
  createProduct,
  expectError,
  listPipelines,
} from '../testing/crm-fixtures';

/**
 * Access rules every CRM collection shares, table-driven: another company's
 * records do not exist for a tenant, the plan must include `crm`, the key
 * must hold the collection's scope, and only the spec's operations exist.
 */
const CRM_COLLECTIONS = ['leads', 'activities', 'deals', 'deal-items', 'deal-pipelines', 'products'] as const;
const WRITABLE = CRM_COLLECTIONS.filter((collection) => collection !== 'deal-pipelines');
const UNKNOWN_ID = '0190b3c4-0000-7000-8000-000000000000';

describe('CRM access', () => {
  describe('isolation between companies', () => {
    let owner: Tenant;
    let stranger: Tenant;
    const theirs: Record<string, any> = {};
    let strangerPersonId: string;
    let strangerPipelineId: string;

    beforeAll(async () => {
      [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
      strangerPersonId = (await createPerson(stranger.api)).id;
      strangerPipelineId = (await listPipelines(stranger.api))[0].id;
      theirs.persons = await createPerson(owner.api);
      theirs.deals = await createDeal(owner.api, { customerId: theirs.persons.id });
      theirs['deal-items'] = await createDealItem(owner.api, theirs.deals.id);
      theirs.leads = await createLead(owner.api, { personId: theirs.persons.id });
      theirs.activities = await createActivity(owner.api, { dealId: theirs.deals.id });
      theirs.products = await createProduct(owner.api, { code: 'SHARED-1' });
      theirs['deal-pipelines'] = (await listPipelines(owner.api))[0];
    });

    it.each(CRM_COLLECTIONS)('GET /%s/:id of another company is RESOURCE_NOT_FOUND', async (collection) => {
      expectError(await stranger.api.get(`/${collection}/${theirs[collection].id}`), 404, 'RESOURCE_NOT_FOUND');
      expect((await owner.api.get(`/${collection}/${theirs[collection].id}`)).status).toBe(200);
    });

    it.each(WRITABLE)('PUT /%s/:id of another company is RESOURCE_NOT_FOUND and changes nothing', async (collection) => {
      const body = collection === 'deal-items' ? { description: 'Mine now' } : collection === 'products' ? { name: 'Mine now' } : { title: 'Mine now' };
      expectError(await stranger.api.put(`/${collection}/${theirs[collection].id}`, body), 404, 'RESOURCE_NOT_FOUND');
      expect((await owner.api.get(`/${collection}/${theirs[collection].id}`)).body).toEqual(
        collection === 'deals' ? expect.objectContaining({ title: theirs.deals.title }) : theirs[collection],
      );
    });

    it.each(CRM_COLLECTIONS)('GET /%s lists none of another company', async (collection) => {
      const response = await stranger.api.get(`/${collection}`);
      const ids = response.body.data.map((record: any) => record.id);
      expect(ids).not.toContain(theirs[collection].id);
    });

    it.each([
      ['leads', 'personId', () => ({ title: 'L', personId: theirs.persons.id })],
      ['activities', 'dealId', () => ({ title: 'A', type: 'CALL', dealId: theirs.deals.id })],
      ['activities', 'personId', () => ({ title: 'A', type: 'CALL', personId: theirs.persons.id })],
      ['deals', 'customerId', () => ({ title: 'D', dealType: 'COMMERCIAL', customerId: theirs.persons.id, dealPipelineId: strangerPipelineId })],
      ['deals', 'dealPipelineId', () => ({ title: 'D', dealType: 'COMMERCIAL', customerId: strangerPersonId, dealPipelineId: theirs['deal-pipelines'].id })],
      ['deal-items', 'dealId', () => ({ dealId: theirs.deals.id, description: 'X' })],
    ] as const)('POST /%s refuses another company\'s %s', async (collection, field, body) => {
      expectError(await stranger.api.post(`/${collection}`, body()), 400, 'VALIDATION_ERROR', field);
    });

    it('PUT /deals/:id refuses a stage of another company', async () => {
      const mine = await createDeal(stranger.api);
      const theirStage = theirs['deal-pipelines'].stages[1];
      expectError(await stranger.api.put(`/deals/${mine.id}`, { dealStageId: theirStage.id }), 400, 'VALIDATION_ERROR', 'dealStageId');
    });

    it('filters by another company\'s ids find nothing', async () => {
      for (const path of [
        `/deals?customerId=${theirs.persons.id}`,
        `/deals?dealPipelineId=${theirs['deal-pipelines'].id}`,
        `/deal-items?dealId=${theirs.deals.id}`,
        `/activities?dealId=${theirs.deals.id}`,
      ]) {
        expect((await stranger.api.get(path)).body.meta.total).toBe(0);
      }
    });

    it('lets each company use the same product code, and numbers deals per company', async () => {
      expect((await createProduct(stranger.api, { code: 'SHARED-1' })).code).toBe('SHARED-1');
      const before = (await stranger.api.get('/deals')).body.meta.total;
      const deal = await createDeal(stranger.api, { customerId: strangerPersonId, dealPipelineId: strangerPipelineId });
      expect(deal.code).toBe(`DEAL-${String(before + 1).padStart(6, '0')}`);
    });
  });

  describe('plan feature crm', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant({ features: ['webhooks'] });
    });

    const routes = CRM_COLLECTIONS.flatMap((collection): [string, string][] => [
      ['GET', `/${collection}`],
      ['GET', `/${collection}/${UNKNOWN_ID}`],
      ...(collection === 'deal-pipelines' ? [] : ([['POST', `/${collection}`], ['PUT', `/${collection}/${UNKNOWN_ID}`]] as [string, string][])),
    ]);

    it.each(routes)('%s %s is FEATURE_NOT_ENABLED without crm', async (method, path) => {
      const response = await tenant.api.request(method, path, { body: method === 'GET' ? undefined : {} });
      expectError(response, 403, 'FEATURE_NOT_ENABLED');
    });

    it('leaves persons open to a company without crm', async () => {
      expect((await tenant.api.get('/persons')).status).toBe(200);
    });
  });

  describe('key scopes', () => {
    it.each(WRITABLE)('a key with only %s:read reads but cannot write', async (collection) => {
      const { api } = await createTenant({ scopes: [`${collection}:read`] });

      expect((await api.get(`/${collection}`)).status).toBe(200);
      expectError(await api.post(`/${collection}`, {}), 403, 'INSUFFICIENT_PERMISSIONS');
      expectError(await api.put(`/${collection}/${UNKNOWN_ID}`, {}), 403, 'INSUFFICIENT_PERMISSIONS');
    });

    it('a key with deals:read cannot read the other CRM collections', async () => {
      const { api } = await createTenant({ scopes: ['deals:read'] });
      for (const collection of CRM_COLLECTIONS.filter((c) => c !== 'deals')) {
        expectError(await api.get(`/${collection}`), 403, 'INSUFFICIENT_PERMISSIONS');
      }
    });

    it('a key with deals:write writes deals but cannot read them (write does not imply read)', async () => {
      const { api, company } = await createTenant({ scopes: ['deals:write', 'persons:write', 'deal-pipelines:read'] });
      const customer = await createPerson(api);
      const [pipeline] = await listPipelines(api);
      const created = await api.post('/deals', { title: 'D', dealType: 'COMMERCIAL', customerId: customer.id, dealPipelineId: pipeline.id });
      expect(created.status).toBe(201);
      expectError(await api.get(`/deals/${created.body.id}`), 403, 'INSUFFICIENT_PERMISSIONS');
      expect(company.features).toContain('crm');
    });

    it('a key with deal-pipelines:read reads pipelines', async () => {
      const { api } = await createTenant({ scopes: ['deal-pipelines:read'] });
      expect((await api.get('/deal-pipelines')).status).toBe(200);
      expectError(await api.get('/deals'), 403, 'INSUFFICIENT_PERMISSIONS');
    });
  });

  describe('operations the availability table does not list', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it.each([
      ...CRM_COLLECTIONS.map((collection) => ['DELETE', `/${collection}/${UNKNOWN_ID}`]),
      ['POST', '/deal-pipelines'],
      ['PUT', `/deal-pipelines/${UNKNOWN_ID}`],
      ['PUT', '/deals'],
      ['POST', `/deals/${UNKNOWN_ID}`],
      ['GET', `/deals/${UNKNOWN_ID}/items`],
      ['GET', '/deal-stages'],
      ['GET', '/pipelines'],
    ])('%s %s is ROUTE_NOT_FOUND', async (method, path) => {
      const response = await tenant.api.request(method, path, { body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expectError(response, 404, 'ROUTE_NOT_FOUND');
    });
  });
});
