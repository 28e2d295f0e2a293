import { Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME_PATTERN, createTicket, expectError, plusMinutes } from '../../testing/helpdesk-fixtures';

const API_DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('SLA policies', () => {
  describe('seed', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it('gives one policy per ticket priority, named in Portuguese, times in minutes, stricter as the priority rises', async () => {
      const response = await tenant.api.get('/sla-policies');
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 4, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      for (const policy of response.body.data) {
        expect(policy).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          firstResponseTime: expect.any(Number),
          resolutionTime: expect.any(Number),
          priority: expect.any(String),
          isActive: true,
          createdAt: API_DATE_TIME,
          updatedAt: API_DATE_TIME,
        });
        expect(Number.isInteger(policy.firstResponseTime) && policy.firstResponseTime > 0).toBe(true);
        expect(policy.resolutionTime).toBeGreaterThan(policy.firstResponseTime);
        expect(policy.description.length).toBeGreaterThan(10);
      }
      const data = response.body.data as any[];
      expect(data.map((policy) => policy.priority)).toEqual(['URGENT', 'HIGH', 'MEDIUM', 'LOW']);
      expect(data.find((policy) => policy.priority === 'URGENT')).toMatchObject({ name: 'Crítico - Urgente', firstResponseTime: 15, resolutionTime: 240 });
      for (let index = 1; index < data.length; index++) {
        expect(data[index].firstResponseTime).toBeGreaterThan(data[index - 1].firstResponseTime);
        expect(data[index].resolutionTime).toBeGreaterThan(data[index - 1].resolutionTime);
      }
      expect((await tenant.api.get(`/sla-policies/${data[0].id}`)).body).toEqual(data[0]);
    });

    it('adds nothing when seeded again, concurrently too, and answers the same ids', async () => {
      const { company, api } = await createTenant({ seed: false });
      const admin = await adminClient();
      const results = await Promise.all([admin.seed(company.id), admin.seed(company.id), admin.seed(company.id)]);
      expect(results[0]['sla-policies']).toHaveLength(4);
      expect(new Set(results.map((result) => JSON.stringify(result['sla-policies']))).size).toBe(1);
      const again = await admin.seed(company.id);
      expect(again['sla-policies']).toEqual(results[0]['sla-policies']);
      expect((await api.get('/sla-policies')).body.data.map((policy: any) => policy.id)).toEqual(results[0]['sla-policies']);
    });

    it('gives a company no policies until it is seeded', async () => {
      const { api } = await createTenant({ seed: false });
      expect((await api.get('/sla-policies')).body).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20, totalPages: 0, nextCursor: null } });
    });
  });

  it('is read-only: POST and PUT are ROUTE_NOT_FOUND', async () => {
    const { api } = await createTenant();
    const [policy] = (await api.get('/sla-policies')).body.data;
    expectError(await api.post('/sla-policies', { name: 'x' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await api.put(`/sla-policies/${policy.id}`, { name: 'x' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('a policy the operator deactivated leaves the list and gives new tickets of its priority no deadlines; existing tickets keep theirs', async () => {
    const { api, company } = await createTenant();
    const policies = (await api.get('/sla-policies')).body.data as any[];
    const high = policies.find((policy) => policy.priority === 'HIGH');
    const before = await createTicket(api, { priority: 'HIGH' });

    await (await adminClient()).deactivate(company.id, 'sla-policies', high.id);

    expectError(await api.get(`/sla-policies/${high.id}`), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/sla-policies')).body.meta.total).toBe(3);
    expect(await createTicket(api, { priority: 'HIGH' })).toMatchObject({ firstResponseDueAt: null, resolutionDueAt: null });
    expect((await api.get(`/tickets/${before.id}`)).body).toMatchObject({
      firstResponseDueAt: plusMinutes(before.createdAt, high.firstResponseTime),
      resolutionDueAt: plusMinutes(before.createdAt, high.resolutionTime),
    });
  });
});
