import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import {
  API_DATE_TIME,
  NOBODYS_ID,
  createProject,
  createUser,
  expectError,
  firstBusinessUnit,
  outboxEvents,
} from '../../testing/projects-fixtures';

describe('projects', () => {
  describe('POST /projects', () => {
    let tenant: Tenant;
    let unit: any;

    beforeAll(async () => {
      tenant = await createTenant();
      unit = await firstBusinessUnit(tenant.api);
    });

    it('creates the project PLANNING with a generated code and progress 0, names beside its references, and budget', async () => {
      const response = await tenant.api.post('/projects', {
        title: 'ERP rollout',
        responsibleId: tenant.user.id,
        businessUnitId: unit.id,
        description: 'Phase one',
        startDate: '2026-04-01',
        expectedEndDate: '2026-09-30',
        budget: 80000.55,
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^PRJ-\d{6}$/),
        title: 'ERP rollout',
        description: 'Phase one',
        responsibleId: tenant.user.id,
        responsibleName: 'Ana Souza',
        businessUnitId: unit.id,
        businessUnitName: unit.name,
        status: 'PLANNING',
        startDate: '2026-04-01T00:00:00.000Z',
        expectedEndDate: '2026-09-30T00:00:00.000Z',
        endDate: null,
        progress: 0,
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
        budget: 80000.55,
      });
      expect((await tenant.api.get(`/projects/${response.body.id}`)).body).toEqual(response.body);
    });

    it('leaves the optional fields null when not sent', async () => {
      const project = await createProject(tenant);
      expect(project).toMatchObject({ description: null, businessUnitId: null, businessUnitName: null, startDate: null, expectedEndDate: null, budget: null });
    });

    it('takes another company user of the company as responsible, with their name', async () => {
      const bruno = await createUser(await adminClient(), tenant, 'Bruno Lima');
      expect(await createProject(tenant, { responsibleId: bruno.id })).toMatchObject({ responsibleId: bruno.id, responsibleName: 'Bruno Lima' });
    });

    it('emits project.created with the record as get returns it', async () => {
      const project = await createProject(tenant, { budget: 10 });
      const events = await outboxEvents(queryDatabase, project.id);
      expect(events.map((event) => [event.event, event.companyId])).toEqual([['project.created', tenant.company.id]]);
      expect(events[0].data).toEqual((await tenant.api.get(`/projects/${project.id}`)).body);
    });

    it.each([
      ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 't'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
      ['no responsibleId', { responsibleId: undefined }, 'VALIDATION_ERROR', 'responsibleId'],
      ['an unknown responsible', { responsibleId: NOBODYS_ID }, 'VALIDATION_ERROR', 'responsibleId'],
      ['a responsible that is not an id', { responsibleId: 'ana' }, 'VALIDATION_ERROR', 'responsibleId'],
      ['an unknown business unit', { businessUnitId: NOBODYS_ID }, 'VALIDATION_ERROR', 'businessUnitId'],
      ['a status', { status: 'IN_PROGRESS' }, 'VALIDATION_ERROR', 'status'],
      ['a progress', { progress: 50 }, 'VALIDATION_ERROR', 'progress'],
      ['an endDate', { endDate: '2026-05-01' }, 'VALIDATION_ERROR', 'endDate'],
      ['a code', { code: 'PRJ-999999' }, 'VALIDATION_ERROR', 'code'],
      ['a negative budget', { budget: -1 }, 'VALIDATION_ERROR', 'budget'],
      ['a budget with 3 decimals', { budget: 1.005 }, 'VALIDATION_ERROR', 'budget'],
      ['a malformed startDate', { startDate: '01/04/2026' }, 'INVALID_DATE_FORMAT', 'startDate'],
      ['a startDate with a time', { startDate: '2026-04-01T10:00:00Z' }, 'INVALID_DATE_FORMAT', 'startDate'],
      ['an impossible expectedEndDate', { expectedEndDate: '2026-02-30' }, 'INVALID_DATE_FORMAT', 'expectedEndDate'],
      ['an expectedEndDate before startDate', { startDate: '2026-04-02', expectedEndDate: '2026-04-01' }, 'VALIDATION_ERROR', 'expectedEndDate'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/projects', { title: 'P', responsibleId: tenant.user.id, ...fields }), 400, message, field);
    });

    it("refuses another company's user as responsible", async () => {
      const other = await createTenant({ seed: false });
      expectError(await tenant.api.post('/projects', { title: 'P', responsibleId: other.user.id }), 400, 'VALIDATION_ERROR', 'responsibleId');
    });
  });

  describe('codes', () => {
    it('numbers a company\'s projects from PRJ-000001, distinct and consecutive under concurrency', async () => {
      const tenant = await createTenant({ seed: false });
      expect((await createProject(tenant)).code).toBe('PRJ-000001');
      const responses = await Promise.all(Array.from({ length: 15 }, (_, i) => tenant.api.post('/projects', { title: `P${i}`, responsibleId: tenant.user.id })));
      expect(responses.map((response) => response.status)).toEqual(Array(15).fill(201));
      expect(responses.map((response) => response.body.code).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `PRJ-${String(i + 2).padStart(6, '0')}`));
    });
  });

  describe('GET /projects', () => {
    let tenant: Tenant;
    let alpha: any;
    let beta: any;
    let gamma: any;
    let bruno: { id: string };
    let unit: any;

    beforeAll(async () => {
      tenant = await createTenant();
      unit = await firstBusinessUnit(tenant.api);
      bruno = await createUser(await adminClient(), tenant, 'Bruno Lima');
      alpha = await createProject(tenant, { title: 'Alpha website', startDate: '2026-05-01', businessUnitId: unit.id, budget: 5 });
      beta = await createProject(tenant, { title: 'Beta support', responsibleId: bruno.id });
      gamma = await createProject(tenant, { title: 'Gamma website', startDate: '2026-02-01' });
    });

    it('lists newest first, without budget', async () => {
      const response = await tenant.api.get('/projects');
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data.map((project: any) => project.id)).toEqual([gamma.id, beta.id, alpha.id]);
      const { budget: _budget, ...listed } = alpha;
      expect(response.body.data[2]).toEqual(listed);
    });

    it.each([
      ['search in the title', () => '?search=WEBSITE', () => [gamma.id, alpha.id]],
      ['responsibleId', () => `?responsibleId=${bruno.id}`, () => [beta.id]],
      ['businessUnitId', () => `?businessUnitId=${unit.id}`, () => [alpha.id]],
      ['status', () => '?status=PLANNING', () => [gamma.id, beta.id, alpha.id]],
      ['another status', () => '?status=COMPLETED', () => []],
      ['orderBy title ASC', () => '?orderBy=title&order=ASC', () => [alpha.id, beta.id, gamma.id]],
      ['orderBy startDate ASC, none last', () => '?orderBy=startDate&order=ASC', () => [gamma.id, alpha.id, beta.id]],
      ['orderBy startDate DESC, none last', () => '?orderBy=startDate', () => [alpha.id, gamma.id, beta.id]],
    ])('filters and sorts by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/projects${query()}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((project: any) => project.id)).toEqual(expected());
    });

    it.each([
      ['?status=DONE', 'INVALID_ENUM_VALUE', 'status'],
      ['?orderBy=code', 'INVALID_ENUM_VALUE', 'orderBy'],
      ['?customerId=x', 'VALIDATION_ERROR', 'customerId'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/projects${query}`), 400, message, field);
    });
  });

  it('has no PUT and no DELETE', async () => {
    const tenant = await createTenant({ seed: false });
    const project = await createProject(tenant);
    expectError(await tenant.api.put(`/projects/${project.id}`, { title: 'X' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await tenant.api.delete(`/projects/${project.id}`), 404, 'ROUTE_NOT_FOUND');
  });

  it('hides a project the operator deactivated, and records it in a project.updated event', async () => {
    const tenant = await createTenant({ seed: false });
    const project = await createProject(tenant);
    await (await adminClient()).deactivate(tenant.company.id, 'projects', project.id);
    expectError(await tenant.api.get(`/projects/${project.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await tenant.api.post('/project-tasks', { projectId: project.id, title: 'T' }), 400, 'VALIDATION_ERROR', 'projectId');
    expect((await outboxEvents(queryDatabase, project.id)).map((event) => [event.event, event.data.isActive])).toEqual([
      ['project.created', true],
      ['project.updated', false],
    ]);
  });
});
