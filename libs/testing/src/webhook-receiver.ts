import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { recordExchange } from './openapi/example-recorder';
import { AddressInfo } from 'node:net';
import { onTestFileEnd } from './resources';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent (what the signature covers). */
  body: string;
  json: { id: string; event: string; timestamp: string; data: Record<string, any> };
  receivedAt: number;
}

export interface ReceiverReply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

/** Decides the answer to the n-th request (1-based) it has seen, or to a given request. */
export type ReceiverBehaviour = (request: ReceivedWebhook, count: number) => ReceiverReply;

/**
 * A local HTTP endpoint that plays an integrator's webhook receiver: it
 * records every request and answers as the test tells it to.
 */
export class WebhookReceiver {
  readonly requests: ReceivedWebhook[] = [];
  /** Requests being answered right now, and the most there ever were at once. */
  private inFlight = 0;
  maxInFlight = 0;
  private behaviour: ReceiverBehaviour = () => ({ status: 200, body: 'ok' });

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(path = '/hooks'): Promise<WebhookReceiver> {
    const created: { receiver?: WebhookReceiver } = {};
    const server = createServer((request, response) => {
      // Deliveries only. Its port is any free one, and a test stack polls the readiness of a port it
      // picked free moments before: a GET /health/ready that lands here is not a webhook (and is not
      // answered 200, so that stack waits for its own process).
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const record: ReceivedWebhook = { headers: request.headers, body, json: safeJson(body), receivedAt: Date.now() };
        const self = created.receiver as WebhookReceiver;
        self.requests.push(record);
        const event = (record.json as { event?: unknown } | undefined)?.event;
        if (typeof event === 'string') recordExchange({ kind: 'delivery', event, body: record.json });
        self.maxInFlight = Math.max(self.maxInFlight, ++self.inFlight);
        const reply = self.behaviour(record, self.requests.length);
        setTimeout(() => {
          self.inFlight--;
          if (!response.writableEnded && !response.destroyed) response.writeHead(reply.status, reply.headers).end(reply.body ?? '');
        }, reply.delayMs ?? 0);
      });
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new WebhookReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    created.receiver = receiver;
    onTestFileEnd(() => receiver.close());
    return receiver;
  }

  respondWith(behaviour: ReceiverBehaviour): this {
    this.behaviour = behaviour;
    return this;
  }

  /** Requests carrying a given event id (X-Webhook-Id). */
  requestsFor(eventId: string): ReceivedWebhook[] {
    return this.requests.filter((request) => request.headers['x-webhook-id'] === eventId);
  }

  /** Waits until `count` requests match, then returns them. */
  waitFor(count: number, match: (request: ReceivedWebhook) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    return this.waitUntil(count, () => this.requests.filter(match), 'requests', timeoutMs);
  }

  /**
   * Waits until `count` distinct events (by X-Webhook-Id) matching `match` have arrived and returns the first delivery
   * of each, as a receiver that de-duplicates by id sees them (delivery is at least once: docs/webhooks.md).
   */
  waitForEvents(count: number, timeoutMs = 15_000, match: (request: ReceivedWebhook) => boolean = () => true): Promise<ReceivedWebhook[]> {
    const firstOfEach = () => {
      const seen = new Set<unknown>();
      return this.requests.filter((request) => {
        if (!match(request)) return false;
        const id = request.headers['x-webhook-id'];
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    };
    return this.waitUntil(count, firstOfEach, 'events', timeoutMs);
  }

  /** Polls `select` until it gives at least `count` requests. */
  private async waitUntil(count: number, select: () => ReceivedWebhook[], what: string, timeoutMs: number): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const selected = select();
      if (selected.length >= count) return selected;
      if (Date.now() > deadline) throw new Error(`receiver saw ${selected.length} of ${count} expected ${what} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function safeJson(body: string) {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
