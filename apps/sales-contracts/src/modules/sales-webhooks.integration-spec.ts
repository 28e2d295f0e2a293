import { WebhookReceiver, createTenant } from '@bizapi/testing';
import { createHmac } from 'node:crypto';
import {
  createContract,
  createDeal,
  createQuote,
  createQuoteItem,
  createSign,
  created,
  runSalesAutomations,
} from '../testing/sales-fixtures';

/** End to end: the outbox, the relay, JetStream and the webhooks service deliver sales events to a subscriber, signed. */
describe('sales webhooks', () => {
  it('delivers quote.*, sign.signed and contract.expired, each data as get returns it, automatic moves included', async () => {
    const tenant = await createTenant();
    const receiver = await WebhookReceiver.start();
    const subscription = await created(
      tenant.api.post('/webhooks', { url: receiver.url, events: ['quote.*', 'sign.signed', 'contract.expired'] }),
      'subscription',
    );

    const quote = await createQuote(tenant.api, (await createDeal(tenant.api)).id, { validUntil: '2026-01-31' });
    await createQuoteItem(tenant.api, quote.id, { quantity: 2, unitPrice: 50 });
    const sign = await createSign(tenant.api, { status: 'SENT' });
    const signed = (await tenant.api.put(`/signs/${sign.id}`, { status: 'SIGNED' })).body;
    const contract = await createContract(tenant.api, sign.id, { startDate: '2025-02-01', endDate: '2026-01-31' });

    expect(await runSalesAutomations('2026-02-01T00:00:00Z', tenant.company.id)).toEqual({ quotesExpired: 1, contractsExpired: 1 });

    const requests = await receiver.waitFor(5);
    const byEvent = Object.fromEntries(requests.map((request) => [request.json.event, request.json.data]));
    const expiredQuote = (await tenant.api.get(`/quotes/${quote.id}`)).body;
    expect(expiredQuote).toMatchObject({ status: 'EXPIRED', totalAmount: 100 });
    expect(byEvent).toEqual({
      'quote.created': quote,
      'quote.updated': { ...quote, totalAmount: 100, updatedAt: expect.any(String) },
      'quote.expired': expiredQuote,
      'sign.signed': signed,
      'contract.expired': (await tenant.api.get(`/contracts/${contract.id}`)).body,
    });
    expect(byEvent['contract.expired'].status).toBe('EXPIRED');
    for (const request of requests) {
      const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
      const signature = `sha256=${createHmac('sha256', subscription.secret).update(content).digest('hex')}`;
      expect(String(request.headers['x-webhook-signature']).split(' ')).toContain(signature);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(5);
  });
});
