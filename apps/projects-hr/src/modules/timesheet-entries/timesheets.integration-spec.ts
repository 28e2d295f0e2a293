import { HttpClient, Tenant, adminClient, authHeaders, authenticate, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, createEntry, createPeriod, createProject, createTask, createUser, expectError, outboxEvents } from '../../testing/projects-fixtures';

/** A client of another company user of the tenant's company. */
async function otherUser(tenant: Tenant, name: string): Promise<{ id: string; api: HttpClient }> {
  const user = await createUser(await adminClient(), tenant, name);
  const key = await (await adminClient()).createKey(tenant.company.id, user.id);
  return { id: user.id, api: new HttpClient(tenant.api.baseUrl, authHeaders(await authenticate(key.apiKey, key.secret, tenant.api.baseUrl))) };
}

const hoursOf = async (api: HttpClient, periodId: string) => (await api.get(`/timesheet-periods/${periodId}`)).body.totalHours;
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

describe('timesheet periods', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
  });

  it('creates the period OPEN with totalHours 0, startDate at midnight and a date-only endDate at 23:59:59.000Z', async () => {
    const response = await tenant.api.post('/timesheet-periods', { title: 'March 2026', startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: 'March 2026',
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-31T23:59:59.000Z',
      status: 'OPEN',
      totalHours: 0,
      createdAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/timesheet-periods/${response.body.id}`)).body).toEqual(response.body);
    expect((await outboxEvents(queryDatabase, response.body.id)).map((event) => [event.event, event.data])).toEqual([['timesheet.period_created', response.body]]);
  });

  it('keeps date-times as sent, and takes a one-day period', async () => {
    expect(await createPeriod(tenant.api, { startDate: '2026-03-01T08:00:00Z', endDate: '2026-03-01T18:30:00Z' })).toMatchObject({
      startDate: '2026-03-01T08:00:00.000Z',
      endDate: '2026-03-01T18:30:00.000Z',
    });
    expect(await createPeriod(tenant.api, { startDate: '2026-03-01', endDate: '2026-03-01' })).toMatchObject({ endDate: '2026-03-01T23:59:59.000Z' });
  });

  it.each([
    ['an endDate before startDate', { startDate: '2026-03-02', endDate: '2026-03-01' }, 'VALIDATION_ERROR', 'endDate'],
    ['no startDate', { startDate: undefined }, 'VALIDATION_ERROR', 'startDate'],
    ['no endDate', { endDate: undefined }, 'VALIDATION_ERROR', 'endDate'],
    ['a malformed endDate', { endDate: '31/03/2026' }, 'INVALID_DATE_FORMAT', 'endDate'],
    ['a status', { status: 'CLOSED' }, 'VALIDATION_ERROR', 'status'],
    ['a totalHours', { totalHours: 8 }, 'VALIDATION_ERROR', 'totalHours'],
    ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
  ])('refuses %s', async (_case, fields, message, field) => {
    expectError(await tenant.api.post('/timesheet-periods', { title: 'P', startDate: '2026-03-01', endDate: '2026-03-31', ...fields }), 400, message, field);
  });

  it('filters by status', async () => {
    const own = await createTenant({ seed: false });
    const open = await createPeriod(own.api);
    const closed = await createPeriod(own.api, { title: 'February' });
    await queryDatabase(`UPDATE projects_hr.timesheet_periods SET status = 'CLOSED' WHERE id = $1`, [closed.id]);
    expect((await own.api.get('/timesheet-periods?status=OPEN')).body.data.map((period: any) => period.id)).toEqual([open.id]);
    expect((await own.api.get('/timesheet-periods?status=CLOSED')).body.data.map((period: any) => period.id)).toEqual([closed.id]);
    expectError(await own.api.get('/timesheet-periods?status=open'), 400, 'INVALID_ENUM_VALUE', 'status');
  });
});

describe('timesheet entries', () => {
  let tenant: Tenant;
  let project: any;
  let period: any;

  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
    project = await createProject(tenant);
    period = await createPeriod(tenant.api);
  });

  it("records the authenticated user's entry and adds its minutes to the period's totalHours", async () => {
    const task = await createTask(tenant.api, project.id);
    const response = await tenant.api.post('/timesheet-entries', {
      timesheetPeriodId: period.id,
      projectId: project.id,
      projectTaskId: task.id,
      date: '2026-03-10',
      duration: 90,
      description: 'Workshop',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      timesheetPeriodId: period.id,
      companyUserId: tenant.user.id,
      projectId: project.id,
      projectTaskId: task.id,
      date: '2026-03-10T00:00:00.000Z',
      duration: 90,
      description: 'Workshop',
      createdAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/timesheet-entries/${response.body.id}`)).body).toEqual(response.body);
    expect(await hoursOf(tenant.api, period.id)).toBe(1.5);

    await createEntry(tenant.api, { timesheetPeriodId: period.id, projectId: project.id, date: '2026-03-11T09:00:00Z', duration: 45 });
    const fetched = (await tenant.api.get(`/timesheet-periods/${period.id}`)).body;
    expect(fetched.totalHours).toBe(2.25);

    expect((await outboxEvents(queryDatabase, response.body.id)).map((event) => [event.event, event.data])).toEqual([['timesheet.entry_created', response.body]]);
    const periodEvents = await outboxEvents(queryDatabase, period.id);
    expect(periodEvents.map((event) => [event.event, event.data.totalHours])).toEqual([
      ['timesheet.period_created', 0],
      ['timesheet.period_updated', 1.5],
      ['timesheet.period_updated', 2.25],
    ]);
    expect(periodEvents[2].data).toEqual(fetched);
  });

  it.each([
    ['a companyUserId', () => ({ companyUserId: tenant.user.id }), 'VALIDATION_ERROR', 'companyUserId'],
    ['a date before the period', () => ({ date: '2026-02-28' }), 'VALIDATION_ERROR', 'date'],
    ['a date after the period', () => ({ date: '2026-04-01T00:00:00Z' }), 'VALIDATION_ERROR', 'date'],
    ['a zero duration', () => ({ duration: 0 }), 'VALIDATION_ERROR', 'duration'],
    ['a negative duration', () => ({ duration: -30 }), 'VALIDATION_ERROR', 'duration'],
    ['a fractional duration', () => ({ duration: 1.5 }), 'VALIDATION_ERROR', 'duration'],
    ['a duration over a day', () => ({ duration: 1441 }), 'VALIDATION_ERROR', 'duration'],
    ['no duration', () => ({ duration: undefined }), 'VALIDATION_ERROR', 'duration'],
    ['no date', () => ({ date: undefined }), 'VALIDATION_ERROR', 'date'],
    ['a malformed date', () => ({ date: '10/03/2026' }), 'INVALID_DATE_FORMAT', 'date'],
    ['an unknown period', () => ({ timesheetPeriodId: NOBODYS_ID }), 'VALIDATION_ERROR', 'timesheetPeriodId'],
    ['an unknown project', () => ({ projectId: NOBODYS_ID }), 'VALIDATION_ERROR', 'projectId'],
    ['an unknown task', () => ({ projectTaskId: NOBODYS_ID }), 'VALIDATION_ERROR', 'projectTaskId'],
  ])('refuses %s', async (_case, fields, message, field) => {
    const body = { timesheetPeriodId: period.id, projectId: project.id, date: '2026-03-20', duration: 30, ...fields() };
    expectError(await tenant.api.post('/timesheet-entries', body), 400, message, field);
  });

  it('refuses a task of another project with 400 VALIDATION_ERROR on projectTaskId', async () => {
    const other = await createProject(tenant, { title: 'Other' });
    const task = await createTask(tenant.api, other.id);
    const body = { timesheetPeriodId: period.id, projectId: project.id, projectTaskId: task.id, date: '2026-03-20', duration: 30 };
    expectError(await tenant.api.post('/timesheet-entries', body), 400, 'VALIDATION_ERROR', 'projectTaskId');
  });

  it('refuses entries in a period that is not OPEN', async () => {
    const closed = await createPeriod(tenant.api, { title: 'Closed' });
    await queryDatabase(`UPDATE projects_hr.timesheet_periods SET status = 'SUBMITTED' WHERE id = $1`, [closed.id]);
    const body = { timesheetPeriodId: closed.id, projectId: project.id, date: '2026-03-20', duration: 30 };
    expectError(await tenant.api.post('/timesheet-entries', body), 400, 'VALIDATION_ERROR', 'timesheetPeriodId');
    expect(await hoursOf(tenant.api, closed.id)).toBe(0);
  });

  it("holds a user's minutes of one day to 1440 over all their entries; other days and other users count apart", async () => {
    const own = await createTenant({ seed: false });
    const ownProject = await createProject(own);
    const march = await createPeriod(own.api);
    const extra = await createPeriod(own.api, { title: 'Overlapping', startDate: '2026-03-05', endDate: '2026-03-06' });
    const body = { timesheetPeriodId: march.id, projectId: ownProject.id, date: '2026-03-05' };

    await createEntry(own.api, { ...body, duration: 1000 });
    // Another period holding the same day: still the same day of the same user.
    expectError(await own.api.post('/timesheet-entries', { ...body, timesheetPeriodId: extra.id, duration: 441 }), 400, 'VALIDATION_ERROR', 'duration');
    await createEntry(own.api, { ...body, timesheetPeriodId: extra.id, date: '2026-03-05T22:00:00Z', duration: 440 });
    expectError(await own.api.post('/timesheet-entries', { ...body, duration: 1 }), 400, 'VALIDATION_ERROR', 'duration');
    await createEntry(own.api, { ...body, date: '2026-03-06', duration: 1440 });

    const bruno = await otherUser(own, 'Bruno Lima');
    const his = await createEntry(bruno.api, { ...body, duration: 600 });
    expect(his.companyUserId).toBe(bruno.id);
    expect((await own.api.get(`/timesheet-entries?companyUserId=${bruno.id}`)).body.data.map((entry: any) => entry.id)).toEqual([his.id]);
    expect(await hoursOf(own.api, march.id)).toBe(twoPlaces((1000 + 1440 + 600) / 60));
    expect(await hoursOf(own.api, extra.id)).toBe(twoPlaces(440 / 60));
  });

  it('keeps totalHours exact under concurrent entries (the period is locked for each)', async () => {
    const own = await createTenant({ seed: false });
    const ownProject = await createProject(own);
    const busy = await createPeriod(own.api);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        own.api.post('/timesheet-entries', { timesheetPeriodId: busy.id, projectId: ownProject.id, date: `2026-03-${String(i + 1).padStart(2, '0')}`, duration: 45 }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(await hoursOf(own.api, busy.id)).toBe(15);
    const totals = (await outboxEvents(queryDatabase, busy.id)).filter((event) => event.event === 'timesheet.period_updated').map((event) => event.data.totalHours);
    expect(totals).toEqual(Array.from({ length: 20 }, (_, i) => ((i + 1) * 45) / 60));
  });

  it('lets concurrent entries of one user and day through only up to the daily maximum', async () => {
    const own = await createTenant({ seed: false });
    const ownProject = await createProject(own);
    const day = await createPeriod(own.api);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => own.api.post('/timesheet-entries', { timesheetPeriodId: day.id, projectId: ownProject.id, date: '2026-03-15', duration: 200 })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(7);
    for (const response of responses.filter((response) => response.status !== 201)) expectError(response, 400, 'VALIDATION_ERROR', 'duration');
    expect(await hoursOf(own.api, day.id)).toBe(23.33);
  });

  it('filters by period, user and project', async () => {
    const own = await createTenant({ seed: false });
    const p1 = await createProject(own);
    const p2 = await createProject(own, { title: 'Second' });
    const march = await createPeriod(own.api);
    const april = await createPeriod(own.api, { title: 'April', startDate: '2026-04-01', endDate: '2026-04-30' });
    const a = await createEntry(own.api, { timesheetPeriodId: march.id, projectId: p1.id });
    const b = await createEntry(own.api, { timesheetPeriodId: april.id, projectId: p2.id, date: '2026-04-02' });
    const ids = async (query: string) => (await own.api.get(`/timesheet-entries${query}`)).body.data.map((entry: any) => entry.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids(`?timesheetPeriodId=${march.id}`)).toEqual([a.id]);
    expect(await ids(`?projectId=${p2.id}`)).toEqual([b.id]);
    expect(await ids(`?companyUserId=${own.user.id}`)).toEqual([b.id, a.id]);
    expect(await ids(`?companyUserId=${NOBODYS_ID}`)).toEqual([]);
  });
});
