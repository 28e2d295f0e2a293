import { Tenant, createTenant, adminClient, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, created, createProject, createUser, expectError, outboxEvents } from '../../testing/projects-fixtures';

describe('project team members', () => {
  let tenant: Tenant;
  let project: any;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
    project = await createProject(tenant);
  });

  it('adds a company user as MEMBER by default, with the user name, and emits project.member_added', async () => {
    const bruno = await createUser(await adminClient(), tenant, 'Bruno Lima');
    const response = await tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: bruno.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectId: project.id,
      companyUserId: bruno.id,
      userName: 'Bruno Lima',
      role: 'MEMBER',
      createdAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/project-team-members/${response.body.id}`)).body).toEqual(response.body);
    expect((await outboxEvents(queryDatabase, response.body.id)).map((event) => [event.event, event.data])).toEqual([['project.member_added', response.body]]);
  });

  it('takes the role sent', async () => {
    const carla = await createUser(await adminClient(), tenant, 'Carla Dias');
    expect(await created(tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: carla.id, role: 'MANAGER' }))).toMatchObject({
      role: 'MANAGER',
    });
  });

  it('refuses a second membership of the same user in the project with 400 DUPLICATE_ENTRY, and allows one in another project', async () => {
    await created(tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: tenant.user.id }));
    expectError(
      await tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: tenant.user.id, role: 'REVIEWER' }),
      400,
      'DUPLICATE_ENTRY',
      'companyUserId',
    );
    const other = await createProject(tenant, { title: 'Other' });
    await created(tenant.api.post('/project-team-members', { projectId: other.id, companyUserId: tenant.user.id }));
  });

  it('lets exactly one of concurrent identical additions through', async () => {
    const dora = await createUser(await adminClient(), tenant, 'Dora Reis');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: dora.id })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((response) => response.status === 400)) expectError(response, 400, 'DUPLICATE_ENTRY', 'companyUserId');
  });

  it.each([
    ['an unknown user', () => ({ companyUserId: NOBODYS_ID }), 'VALIDATION_ERROR', 'companyUserId'],
    ['no companyUserId', () => ({ companyUserId: undefined }), 'VALIDATION_ERROR', 'companyUserId'],
    ['an unknown role', () => ({ role: 'OWNER' }), 'INVALID_ENUM_VALUE', 'role'],
    ['an unknown project', () => ({ projectId: NOBODYS_ID }), 'VALIDATION_ERROR', 'projectId'],
  ])('refuses %s', async (_case, fields, message, field) => {
    const body = { projectId: project.id, companyUserId: tenant.user.id, ...fields() };
    expectError(await tenant.api.post('/project-team-members', body), 400, message, field);
  });

  it("refuses another company's user", async () => {
    const stranger = await createTenant({ seed: false });
    expectError(
      await tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: stranger.user.id }),
      400,
      'VALIDATION_ERROR',
      'companyUserId',
    );
  });

  it('lists the members of a project', async () => {
    const other = await createProject(tenant, { title: 'Listed' });
    const member = await created(tenant.api.post('/project-team-members', { projectId: other.id, companyUserId: tenant.user.id }));
    expect((await tenant.api.get(`/project-team-members?projectId=${other.id}`)).body.data).toEqual([member]);
  });
});
