import { Tenant, createTenant, adminClient, queryDatabase } from '@bizapi/testing';
import {
  API_DATE_TIME,
  NOBODYS_ID,
  createEpic,
  createProject,
  createTask,
  createUser,
  createWave,
  expectError,
  moveTaskOnBoard,
  outboxEvents,
} from '../../testing/projects-fixtures';

describe('project tasks', () => {
  describe('POST /project-tasks', () => {
    let tenant: Tenant;
    let project: any;
    let other: any;
    let wave: any;
    let epic: any;

    beforeAll(async () => {
      tenant = await createTenant({ seed: false });
      project = await createProject(tenant);
      other = await createProject(tenant, { title: 'Other' });
      wave = await createWave(tenant.api, project.id);
      epic = await createEpic(tenant.api, project.id);
    });

    it('creates the task TO_DO with percentComplete 0, in a wave and an epic of its project, with the assignee name', async () => {
      const response = await tenant.api.post('/project-tasks', {
        projectId: project.id,
        title: 'Data migration plan',
        waveId: wave.id,
        epicId: epic.id,
        assigneeId: tenant.user.id,
        priority: 'HIGH',
        description: 'From the legacy ERP',
        dueDate: '2026-04-15',
        estimatedHours: 16.5,
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        projectId: project.id,
        waveId: wave.id,
        epicId: epic.id,
        title: 'Data migration plan',
        description: 'From the legacy ERP',
        assigneeId: tenant.user.id,
        assigneeName: 'Ana Souza',
        priority: 'HIGH',
        status: 'TO_DO',
        percentComplete: 0,
        estimatedHours: 16.5,
        dueDate: '2026-04-15T00:00:00.000Z',
        createdAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/project-tasks/${response.body.id}`)).body).toEqual(response.body);
    });

    it('defaults priority to MEDIUM and leaves the rest null', async () => {
      expect(await createTask(tenant.api, project.id)).toMatchObject({
        priority: 'MEDIUM',
        status: 'TO_DO',
        waveId: null,
        epicId: null,
        assigneeId: null,
        assigneeName: null,
        estimatedHours: null,
        dueDate: null,
        description: null,
      });
    });

    it('emits project.task_created with the record as get returns it', async () => {
      const task = await createTask(tenant.api, project.id, { assigneeId: tenant.user.id });
      const events = await outboxEvents(queryDatabase, task.id);
      expect(events.map((event) => event.event)).toEqual(['project.task_created']);
      expect(events[0].data).toEqual(task);
    });

    it.each([
      ['a wave of another project', () => ({ waveId: wave.id, projectId: other.id }), 'VALIDATION_ERROR', 'waveId'],
      ['an epic of another project', () => ({ epicId: epic.id, projectId: other.id }), 'VALIDATION_ERROR', 'epicId'],
      ['an unknown wave', () => ({ waveId: NOBODYS_ID }), 'VALIDATION_ERROR', 'waveId'],
      ['an unknown epic', () => ({ epicId: NOBODYS_ID }), 'VALIDATION_ERROR', 'epicId'],
      ['an unknown assignee', () => ({ assigneeId: NOBODYS_ID }), 'VALIDATION_ERROR', 'assigneeId'],
      ['an unknown project', () => ({ projectId: NOBODYS_ID }), 'VALIDATION_ERROR', 'projectId'],
      ['no projectId', () => ({ projectId: undefined }), 'VALIDATION_ERROR', 'projectId'],
      ['no title', () => ({ title: undefined }), 'VALIDATION_ERROR', 'title'],
      ['a status', () => ({ status: 'DONE' }), 'VALIDATION_ERROR', 'status'],
      ['a percentComplete', () => ({ percentComplete: 10 }), 'VALIDATION_ERROR', 'percentComplete'],
      ['an unknown priority', () => ({ priority: 'high' }), 'INVALID_ENUM_VALUE', 'priority'],
      ['a negative estimatedHours', () => ({ estimatedHours: -1 }), 'VALIDATION_ERROR', 'estimatedHours'],
      ['a malformed dueDate', () => ({ dueDate: '15/04/2026' }), 'INVALID_DATE_FORMAT', 'dueDate'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/project-tasks', { projectId: project.id, title: 'T', ...fields() }), 400, message, field);
    });

    it('names both the wave and the epic when both belong to another project', async () => {
      const response = await tenant.api.post('/project-tasks', { projectId: other.id, title: 'T', waveId: wave.id, epicId: epic.id });
      expectError(response, 400, 'VALIDATION_ERROR', 'waveId');
      expectError(response, 400, 'VALIDATION_ERROR', 'epicId');
    });

    it("refuses another company's user as assignee, and takes another user of the company", async () => {
      const stranger = await createTenant({ seed: false });
      expectError(await tenant.api.post('/project-tasks', { projectId: project.id, title: 'T', assigneeId: stranger.user.id }), 400, 'VALIDATION_ERROR', 'assigneeId');
      const bruno = await createUser(await adminClient(), tenant, 'Bruno Lima');
      expect(await createTask(tenant.api, project.id, { assigneeId: bruno.id })).toMatchObject({ assigneeId: bruno.id, assigneeName: 'Bruno Lima' });
    });

    it('has no PUT', async () => {
      const task = await createTask(tenant.api, project.id);
      expectError(await tenant.api.put(`/project-tasks/${task.id}`, { title: 'X' }), 404, 'ROUTE_NOT_FOUND');
    });
  });

  describe('GET /project-tasks', () => {
    it('filters by project, wave, epic, assignee, status and priority', async () => {
      const tenant = await createTenant({ seed: false });
      const project = await createProject(tenant);
      const other = await createProject(tenant, { title: 'Other' });
      const wave = await createWave(tenant.api, project.id);
      const epic = await createEpic(tenant.api, project.id);
      const a = await createTask(tenant.api, project.id, { waveId: wave.id, priority: 'URGENT' });
      const b = await createTask(tenant.api, project.id, { epicId: epic.id, assigneeId: tenant.user.id });
      const c = await createTask(tenant.api, other.id, { priority: 'LOW' });
      await moveTaskOnBoard(queryDatabase, c.id, 'REVIEW');

      const ids = async (query: string) => (await tenant.api.get(`/project-tasks${query}`)).body.data.map((task: any) => task.id);
      expect(await ids('')).toEqual([c.id, b.id, a.id]);
      expect(await ids(`?projectId=${project.id}`)).toEqual([b.id, a.id]);
      expect(await ids(`?waveId=${wave.id}`)).toEqual([a.id]);
      expect(await ids(`?epicId=${epic.id}`)).toEqual([b.id]);
      expect(await ids(`?assigneeId=${tenant.user.id}`)).toEqual([b.id]);
      expect(await ids('?status=REVIEW')).toEqual([c.id]);
      expect(await ids('?status=TO_DO&priority=URGENT')).toEqual([a.id]);
      expectError(await tenant.api.get('/project-tasks?priority=urgent'), 400, 'INVALID_ENUM_VALUE', 'priority');
    });
  });

  describe("the project's progress", () => {
    const progressOf = async (tenant: Tenant, projectId: string) => (await tenant.api.get(`/projects/${projectId}`)).body.progress;

    it('is the percentage of its tasks that are DONE, 2 decimals, recomputed by every task write and emitted as project.updated', async () => {
      const tenant = await createTenant({ seed: false });
      const project = await createProject(tenant);
      const first = await createTask(tenant.api, project.id);
      await createTask(tenant.api, project.id);
      expect(await progressOf(tenant, project.id)).toBe(0);

      // The platform's board moves a task to DONE (this API cannot); the next task write counts it.
      await moveTaskOnBoard(queryDatabase, first.id, 'DONE');
      await createTask(tenant.api, project.id);
      const fetched = (await tenant.api.get(`/projects/${project.id}`)).body;
      expect(fetched.progress).toBe(33.33);

      const events = await outboxEvents(queryDatabase, project.id);
      expect(events.map((event) => [event.event, event.data.progress])).toEqual([
        ['project.created', 0],
        ['project.updated', 33.33],
      ]);
      expect(events[1].data).toEqual(fetched);

      // A task in another project leaves this one's progress alone.
      const other = await createProject(tenant, { title: 'Other' });
      await createTask(tenant.api, other.id);
      expect(await progressOf(tenant, project.id)).toBe(33.33);
      expect(await progressOf(tenant, other.id)).toBe(0);
    });

    it('counts every task once when tasks are created in parallel (recomputed under the project lock)', async () => {
      const tenant = await createTenant({ seed: false });
      const project = await createProject(tenant);
      const done = await createTask(tenant.api, project.id);
      await moveTaskOnBoard(queryDatabase, done.id, 'DONE');
      await createTask(tenant.api, project.id);
      expect(await progressOf(tenant, project.id)).toBe(50);

      const responses = await Promise.all(Array.from({ length: 18 }, (_, i) => tenant.api.post('/project-tasks', { projectId: project.id, title: `T${i}` })));
      expect(responses.map((response) => response.status)).toEqual(Array(18).fill(201));

      // 1 DONE of 20 tasks.
      expect(await progressOf(tenant, project.id)).toBe(5);
      const progresses = (await outboxEvents(queryDatabase, project.id)).filter((event) => event.event === 'project.updated').map((event) => event.data.progress);
      // Each creation saw the ones before it: 1/3, 1/4, … 1/20, each emitted once, in order.
      expect(progresses).toEqual([50, ...Array.from({ length: 18 }, (_, i) => Math.round(10000 / (i + 3)) / 100)]);
    });
  });
});
