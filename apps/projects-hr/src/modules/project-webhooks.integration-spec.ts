import { WebhookReceiver, createTenant } from '@bizapi/testing';
import { createHmac } from 'node:crypto';
import { createEpic, createProject, createTask, createWave, created } from '../testing/projects-fixtures';

/** End to end: the outbox, the relay, JetStream and the webhooks service deliver project.* to a subscriber, signed. */
describe('project.* webhooks', () => {
  it('delivers the project family to a project.* subscription, each data as get returns it, signed as documented', async () => {
    const tenant = await createTenant({ seed: false });
    const receiver = await WebhookReceiver.start();
    const subscription = await created(tenant.api.post('/webhooks', { url: receiver.url, events: ['project.*'] }), 'subscription');

    const project = await createProject(tenant, { budget: 1000 });
    const wave = await createWave(tenant.api, project.id);
    const epic = await createEpic(tenant.api, project.id, { color: '#ABCDEF' });
    const task = await createTask(tenant.api, project.id, { assigneeId: tenant.user.id });
    const member = await created(tenant.api.post('/project-team-members', { projectId: project.id, companyUserId: tenant.user.id }));
    // Not of the family: no delivery.
    await created(tenant.api.post('/timesheet-periods', { title: 'March', startDate: '2026-03-01', endDate: '2026-03-31' }));

    const requests = await receiver.waitFor(5);
    const byEvent = Object.fromEntries(requests.map((request) => [request.json.event, request.json.data]));
    expect(byEvent).toEqual({
      'project.created': (await tenant.api.get(`/projects/${project.id}`)).body,
      'project.wave_created': wave,
      'project.epic_created': epic,
      'project.task_created': task,
      'project.member_added': member,
    });
    for (const request of requests) {
      const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
      const signature = `sha256=${createHmac('sha256', subscription.secret).update(content).digest('hex')}`;
      expect(String(request.headers['x-webhook-signature']).split(' ')).toContain(signature);
      expect(request.json.id).toMatch(/^evt_/);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests.map((request) => request.json.event).filter((event) => !event.startsWith('project.'))).toEqual([]);
  });
});
