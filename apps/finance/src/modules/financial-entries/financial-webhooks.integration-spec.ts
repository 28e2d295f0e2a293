import { WebhookReceiver, adminClient, createTenant } from '@bizapi/testing';
import { createHmac } from 'node:crypto';
import { createEntry, entryRefs, listAll } from '../../testing/finance-fixtures';

describe('financial.* webhooks end to end', () => {
  it('delivers financial.created (one per installment) and financial.settled, signed, to a financial.* subscriber', async () => {
    const tenant = await createTenant();
    const receiver = await WebhookReceiver.start();
    const { status, body: subscription } = await tenant.api.post('/webhooks', { url: receiver.url, events: ['financial.*'] });
    expect(status).toBe(201);

    const refs = await entryRefs(tenant.api);
    const first = await createEntry(tenant.api, refs, { title: 'Plano anual', originalAmount: 1200, totalInstallments: 2 });

    const created = await receiver.waitFor(2, (request) => request.json.event === 'financial.created');
    expect(created.map((request) => request.json.data.installmentNumber).sort()).toEqual([1, 2]);
    const [request] = created.filter((candidate) => candidate.json.data.id === first.id);
    expect(request.json).toEqual({ id: expect.stringMatching(/^evt_/), event: 'financial.created', timestamp: expect.any(String), data: first });
    expect(request.headers['x-webhook-id']).toBe(request.json.id);
    const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
    expect(request.headers['x-webhook-signature']).toContain(`sha256=${createHmac('sha256', subscription.secret).update(content).digest('hex')}`);

    const charge = (await listAll(tenant.api, '/charges')).find((record) => record.financialEntryId === first.id);
    await (await adminClient()).receiveCharge(tenant.company.id, charge.id, '2030-01-10');
    const [settled] = await receiver.waitFor(1, (candidate) => candidate.json.event === 'financial.settled');
    expect(settled.json.data).toEqual((await tenant.api.get(`/financial-entries/${first.id}`)).body);
    // charge.* is another family: a financial.* subscription does not get it.
    expect(receiver.requests.some((candidate) => candidate.json.event.startsWith('charge.'))).toBe(false);
  });
});
