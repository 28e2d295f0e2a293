import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, createPerson, expectError, listPipelines } from '../../testing/crm-fixtures';

describe('deal pipelines', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant();
  });

  it('lists the seeded pipelines in their order, each with its stages ordered by order', async () => {
    const response = await tenant.api.get('/deal-pipelines');

    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null });
    expect(response.body.data.map((pipeline: any) => pipeline.name)).toEqual(['Sales', 'Services']);
    for (const pipeline of response.body.data) {
      expect(pipeline).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        stages: expect.any(Array),
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect(pipeline.stages.length).toBeGreaterThanOrEqual(4);
      expect(pipeline.stages.map((stage: any) => stage.order)).toEqual(pipeline.stages.map((_: unknown, i: number) => i + 1));
      for (const stage of pipeline.stages) expect(stage).toEqual({ id: expect.any(String), name: expect.any(String), order: expect.any(Number) });
    }
    expect(response.body.data[0].stages.map((stage: any) => stage.name)).toEqual([
      'Prospecting',
      'Qualification',
      'Proposal',
      'Negotiation',
      'Closed won',
      'Closed lost',
    ]);
  });

  it('gets one pipeline with its stages', async () => {
    const [, services] = await listPipelines(tenant.api);

    const response = await tenant.api.get(`/deal-pipelines/${services.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(services);
  });

  it('pages with page and limit only', async () => {
    const response = await tenant.api.get('/deal-pipelines?page=2&limit=1');
    expect(response.body.meta).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2, nextCursor: null });
    expect(response.body.data.map((pipeline: any) => pipeline.name)).toEqual(['Services']);

    expectError(await tenant.api.get('/deal-pipelines?orderBy=name'), 400, 'INVALID_ENUM_VALUE', 'orderBy');
  });

  it('gives RESOURCE_NOT_FOUND for an unknown id, or one that is not a pipeline', async () => {
    const person = await createPerson(tenant.api);
    expectError(await tenant.api.get('/deal-pipelines/0190b3c4-0000-7000-8000-000000000000'), 404, 'RESOURCE_NOT_FOUND');
    expectError(await tenant.api.get(`/deal-pipelines/${person.id}`), 404, 'RESOURCE_NOT_FOUND');
  });

  it.each([
    ['POST', '/deal-pipelines'],
    ['PUT', '/deal-pipelines/0190b3c4-0000-7000-8000-000000000000'],
    ['DELETE', '/deal-pipelines/0190b3c4-0000-7000-8000-000000000000'],
  ])('is read-only: %s %s is ROUTE_NOT_FOUND', async (method, path) => {
    const response = await tenant.api.request(method, path, { body: method === 'DELETE' ? undefined : { name: 'Mine' } });
    expectError(response, 404, 'ROUTE_NOT_FOUND');
  });

  describe('operator seed', () => {
    it('returns the pipeline ids, and seeding again adds nothing and returns the same ids', async () => {
      const { company, api } = await createTenant({ seed: false });
      const admin = await adminClient();

      const first = await admin.seed(company.id);
      const second = await admin.seed(company.id);

      expect(first).toEqual(expect.objectContaining({ 'deal-pipelines': [expect.any(String), expect.any(String)] }));
      expect(second['deal-pipelines']).toEqual(first['deal-pipelines']);
      expect((await listPipelines(api)).map((pipeline) => pipeline.id)).toEqual(first['deal-pipelines']);
      const [{ stages }] = await queryDatabase<{ stages: string }>(
        'SELECT count(*) AS stages FROM people_crm.deal_stages WHERE company_id = $1',
        [company.id],
      );
      expect(Number(stages)).toBe(11);
    });

    it('seeds concurrently without duplicating', async () => {
      const { company, api } = await createTenant({ seed: false });
      const admin = await adminClient();

      const results = await Promise.all([admin.seed(company.id), admin.seed(company.id), admin.seed(company.id)]);

      expect(new Set(results.map((result) => JSON.stringify(result['deal-pipelines']))).size).toBe(1);
      expect((await api.get('/deal-pipelines')).body.meta.total).toBe(2);
    });

    it('gives a company no pipelines until it is seeded', async () => {
      const { api } = await createTenant({ seed: false });
      expect((await api.get('/deal-pipelines')).body).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20, totalPages: 0, nextCursor: null } });
    });
  });

  it('hides a pipeline the operator deactivated', async () => {
    const { api, company } = await createTenant();
    const [sales] = await listPipelines(api);

    await (await adminClient()).deactivate(company.id, 'deal-pipelines', sales.id);

    expectError(await api.get(`/deal-pipelines/${sales.id}`), 404, 'RESOURCE_NOT_FOUND');
    expect((await listPipelines(api)).map((pipeline) => pipeline.name)).toEqual(['Services']);
  });
});
