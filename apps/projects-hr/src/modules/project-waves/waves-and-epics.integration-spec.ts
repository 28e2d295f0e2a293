import { Tenant, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, createEpic, createProject, createWave, expectError, outboxEvents } from '../../testing/projects-fixtures';

describe('project waves', () => {
  let tenant: Tenant;
  let project: any;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
    project = await createProject(tenant);
  });

  it('creates the wave PLANNING, dates at midnight, and answers 201', async () => {
    const response = await tenant.api.post('/project-waves', {
      projectId: project.id,
      title: 'Discovery',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      description: 'Interviews',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectId: project.id,
      title: 'Discovery',
      description: 'Interviews',
      startDate: '2026-04-01T00:00:00.000Z',
      endDate: '2026-04-30T00:00:00.000Z',
      status: 'PLANNING',
      createdAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/project-waves/${response.body.id}`)).body).toEqual(response.body);
  });

  it('changes only the fields sent on PUT, clears those sent as null, and emits project.wave_updated', async () => {
    const wave = await createWave(tenant.api, project.id, { startDate: '2026-04-01', endDate: '2026-04-30', description: 'old' });

    const response = await tenant.api.put(`/project-waves/${wave.id}`, { title: 'Build', endDate: '2026-05-31', description: null });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...wave, title: 'Build', endDate: '2026-05-31T00:00:00.000Z', description: null });
    expect((await tenant.api.get(`/project-waves/${wave.id}`)).body).toEqual(response.body);
    const events = await outboxEvents(queryDatabase, wave.id);
    expect(events.map((event) => event.event)).toEqual(['project.wave_created', 'project.wave_updated']);
    expect(events[1].data).toEqual(response.body);
  });

  it('writes and emits nothing for a PUT that changes nothing', async () => {
    const wave = await createWave(tenant.api, project.id, { title: 'Same' });
    expect((await tenant.api.put(`/project-waves/${wave.id}`, { title: 'Same' })).body).toEqual(wave);
    expect((await outboxEvents(queryDatabase, wave.id)).map((event) => event.event)).toEqual(['project.wave_created']);
  });

  it.each([
    ['a projectId', { projectId: 'x' }, 'VALIDATION_ERROR', 'projectId'],
    ['a status', { status: 'ACTIVE' }, 'VALIDATION_ERROR', 'status'],
    ['a null title', { title: null }, 'VALIDATION_ERROR', 'title'],
    ['an endDate before startDate', { endDate: '2026-03-31' }, 'VALIDATION_ERROR', 'endDate'],
    ['a malformed startDate', { startDate: 'April' }, 'INVALID_DATE_FORMAT', 'startDate'],
  ])('refuses a PUT with %s', async (_case, body, message, field) => {
    const wave = await createWave(tenant.api, project.id, { startDate: '2026-04-01' });
    expectError(await tenant.api.put(`/project-waves/${wave.id}`, body), 400, message, field);
  });

  it.each([
    ['no projectId', { projectId: undefined }, 'VALIDATION_ERROR', 'projectId'],
    ['a status', { status: 'ACTIVE' }, 'VALIDATION_ERROR', 'status'],
    ['an endDate before startDate', { startDate: '2026-04-02', endDate: '2026-04-01' }, 'VALIDATION_ERROR', 'endDate'],
    ['a startDate with a time', { startDate: '2026-04-02T10:00:00Z' }, 'INVALID_DATE_FORMAT', 'startDate'],
  ])('refuses a POST with %s', async (_case, fields, message, field) => {
    expectError(await tenant.api.post('/project-waves', { projectId: project.id, title: 'W', ...fields }), 400, message, field);
  });

  it('lists the waves of a project', async () => {
    const { api } = tenant;
    const other = await createProject(tenant, { title: 'Other' });
    const mine = await createWave(api, other.id, { title: 'Mine' });
    expect((await api.get(`/project-waves?projectId=${other.id}`)).body).toEqual({
      data: [mine],
      meta: { total: 1, page: 1, limit: 20, totalPages: 1, nextCursor: null },
    });
  });
});

describe('project epics', () => {
  let tenant: Tenant;
  let project: any;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
    project = await createProject(tenant);
  });

  it('creates the epic with its color, and answers 201', async () => {
    const response = await tenant.api.post('/project-epics', { projectId: project.id, title: 'Billing', description: 'All billing work', color: '#1a2B3c' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectId: project.id,
      title: 'Billing',
      description: 'All billing work',
      color: '#1a2B3c',
      createdAt: API_DATE_TIME,
    });
    expect((await outboxEvents(queryDatabase, response.body.id)).map((event) => [event.event, event.data])).toEqual([['project.epic_created', response.body]]);
  });

  it('leaves color and description null when not sent', async () => {
    expect(await createEpic(tenant.api, project.id)).toMatchObject({ color: null, description: null });
  });

  it.each(['#12345', '123456', '#GGGGGG', 'red', '#1234567', 'rgb(1,2,3)', 5])('refuses the color %p with 400 VALIDATION_ERROR on color', async (color) => {
    expectError(await tenant.api.post('/project-epics', { projectId: project.id, title: 'E', color }), 400, 'VALIDATION_ERROR', 'color');
    const epic = await createEpic(tenant.api, project.id);
    expectError(await tenant.api.put(`/project-epics/${epic.id}`, { color }), 400, 'VALIDATION_ERROR', 'color');
  });

  it('changes the fields sent on PUT and emits project.epic_updated; projectId cannot be sent', async () => {
    const epic = await createEpic(tenant.api, project.id, { color: '#000000' });
    const response = await tenant.api.put(`/project-epics/${epic.id}`, { title: 'Renamed', color: '#FFFFFF' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...epic, title: 'Renamed', color: '#FFFFFF' });
    expect((await outboxEvents(queryDatabase, epic.id)).map((event) => event.event)).toEqual(['project.epic_created', 'project.epic_updated']);
    expect((await tenant.api.put(`/project-epics/${epic.id}`, { color: null })).body.color).toBeNull();
    expectError(await tenant.api.put(`/project-epics/${epic.id}`, { projectId: project.id }), 400, 'VALIDATION_ERROR', 'projectId');
  });
});
