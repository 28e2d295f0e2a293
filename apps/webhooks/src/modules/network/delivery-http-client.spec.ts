import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DeliveryHttpClient, parseRetryAfter } from './delivery-http-client';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

describe('DeliveryHttpClient', () => {
  const insecure = new DeliveryHttpClient({ timeoutMs: 500, allowInsecure: true });
  const strict = new DeliveryHttpClient({ timeoutMs: 500, allowInsecure: false });
  const development = new DeliveryHttpClient({ timeoutMs: 500, allowInsecure: false, allowLoopback: true });
  afterAll(() => {
    insecure.close();
    strict.close();
    development.close();
  });

  it('posts the body with the given headers and returns status and excerpt', async () => {
    let received: { body: string; headers: Record<string, unknown> } | undefined;
    const { server, url } = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received = { body, headers: req.headers };
        res.writeHead(200).end('ok thanks');
      });
    });
    const result = await insecure.post(url, '{"a":1}', { 'x-webhook-id': 'evt_1' });
    server.close();
    expect(result).toMatchObject({ statusCode: 200, excerpt: 'ok thanks' });
    expect(received?.body).toBe('{"a":1}');
    expect(received?.headers).toMatchObject({ 'content-type': 'application/json', 'x-webhook-id': 'evt_1' });
  });

  it('gives up after the timeout', async () => {
    const { server, url } = await listen(() => undefined);
    const result = await insecure.post(url, '{}', {});
    server.close();
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/no response within 500 ms/);
    expect(result.durationMs).toBeGreaterThanOrEqual(490);
  });

  it('keeps only the first KiB of a long answer', async () => {
    const { server, url } = await listen((_req, res) => res.writeHead(500).end('x'.repeat(100_000)));
    const result = await insecure.post(url, '{}', {});
    server.close();
    expect(result.statusCode).toBe(500);
    expect(result.excerpt).toHaveLength(1024);
  });

  it('reads Retry-After', async () => {
    const { server, url } = await listen((_req, res) => res.writeHead(429, { 'retry-after': '7' }).end());
    const result = await insecure.post(url, '{}', {});
    server.close();
    expect(result).toMatchObject({ statusCode: 429, retryAfterMs: 7000 });
  });

  it('does not follow redirects', async () => {
    const { server, url } = await listen((_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end());
    const result = await insecure.post(url, '{}', {});
    server.close();
    expect(result.statusCode).toBe(302);
  });

  it('refuses plain http and loopback receivers outside insecure mode', async () => {
    const { server, url } = await listen((_req, res) => res.writeHead(200).end());
    expect((await strict.post(url, '{}', {})).error).toMatch(/https/);
    expect((await strict.post(url.replace('http:', 'https:'), '{}', {})).error).toMatch(/not a public address/);
    const byName = await strict.post(url.replace('http://127.0.0.1', 'https://localhost'), '{}', {});
    expect(byName.error).toMatch(/not a public address/);
    // The delivery log is the client's: it does not say what the name resolved to.
    expect(byName.error).not.toMatch(/127\.0\.0\.1|::1/);
    expect((await strict.post('https://[::ffff:7f00:1]:1/hook', '{}', {})).error).toMatch(/not a public address/);
    // IPv4-compatible forms of loopback and cloud metadata: refused before any connection, not dialled.
    expect((await strict.post('https://[::7f00:1]:1/hook', '{}', {})).error).toMatch(/not a public address/);
    expect((await strict.post('https://[::a9fe:a9fe]/latest/meta-data', '{}', {})).error).toMatch(/not a public address/);
    expect((await strict.post('https://169.254.169.254/latest/meta-data', '{}', {})).error).toMatch(/not a public address/);
    server.close();
  });

  it('reaches an http receiver on loopback in development, by literal and by localhost, and nothing more', async () => {
    const { server, url } = await listen((_req, res) => res.writeHead(200).end('ok'));
    expect(await development.post(url, '{}', {})).toMatchObject({ statusCode: 200, excerpt: 'ok' });
    expect(await development.post(url.replace('127.0.0.1', 'localhost'), '{}', {})).toMatchObject({ statusCode: 200, excerpt: 'ok' });
    // https must still be public, and other private or embedded forms stay refused before any connection.
    expect((await development.post(url.replace('http://127.0.0.1', 'https://localhost'), '{}', {})).error).toMatch(/not a public address/);
    expect((await development.post(url.replace('http:', 'https:'), '{}', {})).error).toMatch(/not a public address/);
    expect((await development.post('http://[::ffff:7f00:1]:1/hook', '{}', {})).error).toMatch(/https/);
    expect((await development.post('http://169.254.169.254/latest/meta-data', '{}', {})).error).toMatch(/https/);
    server.close();
  });

  it('reports a refused connection', async () => {
    const { server, url } = await listen(() => undefined);
    server.close();
    expect((await insecure.post(url, '{}', {})).error).toMatch(/ECONNREFUSED/);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
