import { HttpClient, Tenant, adminClient, authHeaders, authenticate, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, created, createUser, expectError, outboxEvents } from '../../testing/projects-fixtures';

describe('employee profiles', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
  });

  const newProfile = async (fields: Record<string, unknown> = {}, owner: Tenant = tenant) =>
    created(owner.api.post('/employee-profiles', { companyUserId: (await createUser(await adminClient(), owner, 'Eva Nunes')).id, employmentType: 'CLT', ...fields }));

  it('creates the profile of a company user with exact money and the user name, and answers 201', async () => {
    const bruno = await createUser(await adminClient(), tenant, 'Bruno Lima');
    const response = await tenant.api.post('/employee-profiles', {
      companyUserId: bruno.id,
      employmentType: 'PJ',
      role: 'Developer',
      department: 'Engineering',
      salary: 12345678.91,
      hourlyRate: 85.5,
      startDate: '2026-01-05',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      companyUserId: bruno.id,
      userName: 'Bruno Lima',
      employmentType: 'PJ',
      role: 'Developer',
      department: 'Engineering',
      salary: 12345678.91,
      hourlyRate: 85.5,
      billingRate: null,
      startDate: '2026-01-05T00:00:00.000Z',
      isActive: true,
      createdAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/employee-profiles/${response.body.id}`)).body).toEqual(response.body);
    expect((await outboxEvents(queryDatabase, response.body.id)).map((event) => [event.event, event.data])).toEqual([['employee_profile.created', response.body]]);
  });

  it('keeps money exact to the cent (no binary rounding)', async () => {
    const profile = await newProfile({ salary: 9999999999999.99, hourlyRate: 0.07, billingRate: 120.1 });
    expect(profile).toMatchObject({ salary: 9999999999999.99, hourlyRate: 0.07, billingRate: 120.1 });
    expect((await tenant.api.get(`/employee-profiles/${profile.id}`)).body).toMatchObject({ salary: 9999999999999.99, hourlyRate: 0.07 });
  });

  it('refuses a second profile of the same user with 400 DUPLICATE_ENTRY on companyUserId', async () => {
    const carla = await createUser(await adminClient(), tenant, 'Carla Dias');
    await created(tenant.api.post('/employee-profiles', { companyUserId: carla.id, employmentType: 'CLT' }));
    expectError(await tenant.api.post('/employee-profiles', { companyUserId: carla.id, employmentType: 'PJ' }), 400, 'DUPLICATE_ENTRY', 'companyUserId');
  });

  it('gives a user a new profile after the operator deactivated the old one', async () => {
    const dora = await createUser(await adminClient(), tenant, 'Dora Reis');
    const old = await created(tenant.api.post('/employee-profiles', { companyUserId: dora.id, employmentType: 'CLT' }));
    await (await adminClient()).deactivate(tenant.company.id, 'employee-profiles', old.id);
    expectError(await tenant.api.get(`/employee-profiles/${old.id}`), 404, 'RESOURCE_NOT_FOUND');
    await created(tenant.api.post('/employee-profiles', { companyUserId: dora.id, employmentType: 'INTERN' }));
  });

  it('changes employmentType, role, department, salary and hourlyRate on PUT, and emits employee_profile.updated', async () => {
    const profile = await newProfile({ role: 'Analyst', salary: 5000 });
    const response = await tenant.api.put(`/employee-profiles/${profile.id}`, {
      employmentType: 'FREELANCER',
      role: 'Senior analyst',
      department: 'Finance',
      salary: 6500.25,
      hourlyRate: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...profile, employmentType: 'FREELANCER', role: 'Senior analyst', department: 'Finance', salary: 6500.25, hourlyRate: null });
    const events = await outboxEvents(queryDatabase, profile.id);
    expect(events.map((event) => event.event)).toEqual(['employee_profile.created', 'employee_profile.updated']);
    expect(events[1].data).toEqual(response.body);
  });

  it.each([
    ['a companyUserId', { companyUserId: NOBODYS_ID }, 'VALIDATION_ERROR', 'companyUserId'],
    ['a startDate', { startDate: '2026-01-01' }, 'VALIDATION_ERROR', 'startDate'],
    ['an unknown employmentType', { employmentType: 'clt' }, 'INVALID_ENUM_VALUE', 'employmentType'],
    ['a negative salary', { salary: -1 }, 'VALIDATION_ERROR', 'salary'],
    ['an hourlyRate with 3 decimals', { hourlyRate: 10.123 }, 'VALIDATION_ERROR', 'hourlyRate'],
  ])('refuses a PUT with %s', async (_case, body, message, field) => {
    const profile = await newProfile();
    expectError(await tenant.api.put(`/employee-profiles/${profile.id}`, body), 400, message, field);
  });

  it.each([
    ['no companyUserId', { companyUserId: undefined }, 'VALIDATION_ERROR', 'companyUserId'],
    ['an unknown user', { companyUserId: NOBODYS_ID }, 'VALIDATION_ERROR', 'companyUserId'],
    ['no employmentType', { employmentType: undefined }, 'VALIDATION_ERROR', 'employmentType'],
    ['an unknown employmentType', { employmentType: 'CONTRACTOR' }, 'INVALID_ENUM_VALUE', 'employmentType'],
    ['a salary that is a string', { salary: '5000' }, 'VALIDATION_ERROR', 'salary'],
    ['a malformed startDate', { startDate: '05/01/2026' }, 'INVALID_DATE_FORMAT', 'startDate'],
  ])('refuses a POST with %s', async (_case, fields, message, field) => {
    const body = { companyUserId: tenant.user.id, employmentType: 'CLT', ...fields };
    expectError(await tenant.api.post('/employee-profiles', body), 400, message, field);
  });

  it("refuses another company's user", async () => {
    const stranger = await createTenant({ seed: false });
    expectError(await tenant.api.post('/employee-profiles', { companyUserId: stranger.user.id, employmentType: 'CLT' }), 400, 'VALIDATION_ERROR', 'companyUserId');
  });

  it('filters by employmentType and by departmentId (the department value, exactly)', async () => {
    const own = await createTenant({ seed: false });
    const a = await newProfile({ employmentType: 'CLT', department: 'Engineering' }, own);
    const b = await newProfile({ employmentType: 'PJ', department: 'Engineering' }, own);
    const c = await newProfile({ employmentType: 'PJ', department: 'Sales' }, own);
    const ids = async (query: string) => (await own.api.get(`/employee-profiles${query}`)).body.data.map((profile: any) => profile.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?employmentType=PJ')).toEqual([c.id, b.id]);
    expect(await ids('?departmentId=Engineering')).toEqual([b.id, a.id]);
    expect(await ids('?departmentId=engineering')).toEqual([]);
    expect(await ids('?departmentId=Sales&employmentType=PJ')).toEqual([c.id]);
    expectError(await own.api.get('/employee-profiles?employmentType=pj'), 400, 'INVALID_ENUM_VALUE', 'employmentType');
  });

  it('shows salary to a key with employee-profiles:read only (no scope beyond it)', async () => {
    const own = await createTenant({ seed: false });
    const profile = await created(own.api.post('/employee-profiles', { companyUserId: own.user.id, employmentType: 'CLT', salary: 7000 }));
    const key = await (await adminClient()).createKey(own.company.id, own.user.id, ['employee-profiles:read']);
    const reader = new HttpClient(own.api.baseUrl, authHeaders(await authenticate(key.apiKey, key.secret, own.api.baseUrl)));
    expect((await reader.get(`/employee-profiles/${profile.id}`)).body.salary).toBe(7000);
    expectError(await reader.put(`/employee-profiles/${profile.id}`, { salary: 1 }), 403, 'INSUFFICIENT_PERMISSIONS');
  });
});
