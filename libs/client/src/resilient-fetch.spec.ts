import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resilientFetch, type RetryEvent } from './resilient-fetch.js';
import { TokenSession } from './token-session.js';

/**
 * The transport against a real HTTP server that plays the API's transient
 * answers (the running system cannot be made to answer 503 on demand): what
 * each attempt carried, and what the caller got.
 */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
let script: Array<(response: ServerResponse) => void>;
let tokensIssued: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/auth')) {
        tokensIssued++;
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ accessToken: `token-${tokensIssued}`, companyToken: 'cmp_1', expiresIn: 3600 }));
      }
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const answer = script.shift() ?? ((r: ServerResponse) => json(r, 200, { ok: true }));
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen = [];
  script = [];
  tokensIssued = 0;
});

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function transport(retries: RetryEvent[] = [], sleeps: number[] = []) {
  const session = new TokenSession({ baseUrl, credentials: { apiKey: 'key', secret: 'secret' }, fetch: (request) => fetch(request) });
  return resilientFetch({
    session,
    fetch: (request) => fetch(request),
    sleep: async (ms) => void sleeps.push(ms),
    onRetry: (event) => retries.push(event),
  });
}

const post = (path: string, body: unknown) =>
  new Request(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the client transport', () => {
  it('retries a 503 after its Retry-After with the same Idempotency-Key and body, then returns the success', async () => {
    script.push((r) => json(r, 503, { message: 'SERVICE_UNAVAILABLE' }, { 'retry-after': '5' }));
    script.push((r) => json(r, 201, { id: 'p1' }));
    const sleeps: number[] = [];
    const response = await transport([], sleeps)(post('/persons', { name: 'Ana' }));

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'p1' });
    expect(sleeps).toEqual([5000]);
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(second.body).toBe(first.body);
    expect(first.headers.authorization).toBe('Bearer token-1');
    expect(first.headers['x-company-token']).toBe('cmp_1');
  });

  it('gives each logical POST its own key', async () => {
    const send = transport();
    await send(post('/persons', { name: 'A' }));
    await send(post('/persons', { name: 'B' }));
    expect(seen[0].headers['idempotency-key']).not.toBe(seen[1].headers['idempotency-key']);
  });

  it('keeps a key the caller chose', async () => {
    const request = post('/persons', { name: 'A' });
    request.headers.set('idempotency-key', 'order-42');
    await transport()(request);
    expect(seen[0].headers['idempotency-key']).toBe('order-42');
  });

  it('sends no key on a GET', async () => {
    await transport()(new Request(`${baseUrl}/persons`));
    expect(seen[0].headers['idempotency-key']).toBeUndefined();
  });

  it('honours a 429 Retry-After given as an HTTP date', async () => {
    script.push((r) => json(r, 429, { message: 'RATE_LIMIT_EXCEEDED' }, { 'retry-after': new Date(Date.now() + 3000).toUTCString() }));
    const sleeps: number[] = [];
    expect((await transport([], sleeps)(new Request(`${baseUrl}/persons`))).status).toBe(200);
    expect(sleeps[0]).toBeGreaterThan(1000);
    expect(sleeps[0]).toBeLessThanOrEqual(3000);
  });

  it('gives up after maxRetries (3) and returns the last answer', async () => {
    for (let i = 0; i < 5; i++) script.push((r) => json(r, 503, { message: 'SERVICE_UNAVAILABLE' }, { 'retry-after': '1' }));
    const retries: RetryEvent[] = [];
    const response = await transport(retries)(new Request(`${baseUrl}/persons`));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe('SERVICE_UNAVAILABLE');
    expect(retries.map((event) => event.retry)).toEqual([1, 2, 3]);
    expect(seen).toHaveLength(4);
  });

  it('does not retry sooner than a Retry-After beyond its bound: the 429 goes to the caller', async () => {
    script.push((r) => json(r, 429, { message: 'RATE_LIMIT_EXCEEDED' }, { 'retry-after': '3600' }));
    expect((await transport()(new Request(`${baseUrl}/persons`))).status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it('renews the token on a 401 TOKEN_EXPIRED and repeats the request once', async () => {
    script.push((r) => json(r, 401, { message: 'TOKEN_EXPIRED' }));
    const response = await transport()(post('/deals', { title: 'Deal' }));
    expect(response.status).toBe(200);
    expect(seen.map((attempt) => attempt.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(seen[1].headers['idempotency-key']).toBe(seen[0].headers['idempotency-key']);
  });

  it('never retries a client error', async () => {
    script.push((r) => json(r, 400, { message: 'VALIDATION_ERROR' }));
    expect((await transport()(post('/persons', {}))).status).toBe(400);
    expect(seen).toHaveLength(1);
  });
});
