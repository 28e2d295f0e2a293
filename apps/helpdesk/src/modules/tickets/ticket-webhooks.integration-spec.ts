import { WebhookReceiver, createTenant } from '@bizapi/testing';
import { createHmac } from 'node:crypto';
import { createComment, createTicket } from '../../testing/helpdesk-fixtures';

/** The receiver's check of docs/webhooks.md: HMAC-SHA256 of "<id>.<timestamp>.<raw body>" keyed with the secret. */
function signedWith(request: { headers: Record<string, unknown>; body: string }, secret: string): boolean {
  const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
  return String(request.headers['x-webhook-signature']).split(' ').includes(`sha256=${createHmac('sha256', secret).update(content).digest('hex')}`);
}

describe('help desk events delivered by webhooks', () => {
  it('delivers ticket.* to a subscriber, signed, those of a ticket in the order of its changes, each with the record as get returns it', async () => {
    const { api } = await createTenant();
    const receiver = await WebhookReceiver.start();
    const subscription = await api.post('/webhooks', { url: receiver.url, events: ['ticket.*'] });
    expect(subscription.status).toBe(201);

    const ticket = await createTicket(api, { priority: 'URGENT' });
    const comment = await createComment(api, ticket.id, { content: 'We are on it' });
    await api.put(`/tickets/${ticket.id}`, { status: 'RESOLVED' });

    // Deliveries to one subscription may arrive slightly out of order (docs/webhooks.md, "Order"): as a receiver should, order them by timestamp, then id.
    // Delivery is at least once: a receiver de-duplicates by X-Webhook-Id, and so does this one.
    const requests = (await receiver.waitForEvents(5, 20_000)).sort(
      (a, b) => String(a.json.timestamp).localeCompare(String(b.json.timestamp)) || String(a.json.id).localeCompare(String(b.json.id)),
    );
    const ofTicket = requests.filter((request) => request.json.data.id === ticket.id);
    expect(ofTicket.map((request) => request.json.event)).toEqual([
      'ticket.created',
      // The first public comment records the first response on the ticket.
      'ticket.updated',
      'ticket.updated',
      'ticket.resolved',
    ]);
    const ofComment = requests.filter((request) => request.json.data.id === comment.id);
    expect(ofComment.map((request) => request.json.event)).toEqual(['ticket.comment_created']);
    for (const request of requests) {
      expect(signedWith(request, subscription.body.secret)).toBe(true);
      expect(request.json.id).toMatch(/^evt_/);
    }
    const [created, answered, , resolved] = ofTicket.map((request) => request.json.data);
    expect(created).toEqual(ticket);
    expect(ofComment[0].json.data).toEqual(comment);
    expect(answered).toMatchObject({ id: ticket.id, firstRespondedAt: comment.createdAt });
    const current = (await api.get(`/tickets/${ticket.id}`)).body;
    // The breach flags are judged when read; the rest is the record as it is.
    expect({ ...resolved, firstResponseBreached: undefined, resolutionBreached: undefined }).toEqual({
      ...current,
      firstResponseBreached: undefined,
      resolutionBreached: undefined,
    });
  });
});
