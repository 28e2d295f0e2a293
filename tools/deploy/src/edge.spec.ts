import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';

/**
 * The edge that serves the API's origin where no Ingress runs (npm start, the tests, Compose):
 * `/panel` to the panel, the rest to the gateway, as the Ingress routes them in a cluster.
 */
const { startEdge, isPanelPath } = require(join(REPO_ROOT, 'libs/launcher/src/edge.cjs')) as {
  startEdge(options: { port: number; host?: string; gatewayUrl: string; panelUrl: string }): Promise<{ port: number; close(): Promise<void> }>;
  isPanelPath(url: string): boolean;
};

interface Seen {
  who: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('the edge (libs/launcher/src/edge.cjs)', () => {
  const seen: Seen[] = [];
  let servers: Server[];
  let edge: { port: number; close(): Promise<void> };

  /** An upstream that records what reached it and answers two cookies. */
  const upstream = (who: string) =>
    new Promise<{ server: Server; url: string }>((done) => {
      const server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          seen.push({ who, url: request.url ?? '', headers: request.headers, body });
          response.writeHead(201, [['set-cookie', 'a=1'], ['set-cookie', 'b=2'], ['x-who', who]].flat());
          response.end(who);
        });
      });
      server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
    });

  beforeAll(async () => {
    const [gateway, panel] = await Promise.all([upstream('gateway'), upstream('panel')]);
    servers = [gateway.server, panel.server];
    edge = await startEdge({ port: 0, host: '127.0.0.1', gatewayUrl: gateway.url, panelUrl: panel.url });
  });
  afterAll(async () => {
    await edge.close();
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  });

  it.each([
    ['/panel', true],
    ['/panel/', true],
    ['/panel/keys?done=revoked', true],
    ['/panel?x=1', true],
    ['/panels', false],
    ['/external/v1/persons', false],
    ['/', false],
  ])('takes %s for the panel: %s', (path, panel) => {
    expect(isPanelPath(path)).toBe(panel);
  });

  it('sends /panel to the panel and the rest to the gateway, request and answer as they are', async () => {
    const origin = `http://127.0.0.1:${edge.port}`;
    const form = await fetch(`${origin}/panel/sign-in`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: 'email=a%40b.c' });
    expect(form.status).toBe(201);
    expect(await form.text()).toBe('panel');
    // Both cookies, not one folded into the other.
    expect(form.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const api = await fetch(`${origin}/external/v1/persons?limit=1`, { headers: { authorization: 'Bearer x' } });
    expect(await api.text()).toBe('gateway');
    expect(seen.map(({ who, url }) => [who, url])).toEqual([
      ['panel', '/panel/sign-in'],
      ['gateway', '/external/v1/persons?limit=1'],
    ]);
    // The Host the browser used reaches the panel (its Origin check compares them), and the body.
    expect(seen[0].headers.host).toBe(`127.0.0.1:${edge.port}`);
    expect(seen[0].body).toBe('email=a%40b.c');
    expect(seen[1].headers.authorization).toBe('Bearer x');
  });
});
