import { spawn } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';

// docker/healthcheck.cjs is the image's HEALTHCHECK: run it against a stand-in server.
const script = join(REPO_ROOT, 'docker/healthcheck.cjs');

function run(env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });
}

describe('docker/healthcheck.cjs', () => {
  let server: Server;
  let port: string;
  let status = 200;
  const paths: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = String((server.address() as AddressInfo).port);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks the gateway and the panel on their internal METRICS_PORT and a service on HEALTH_PORT for /health/ready', async () => {
    status = 200;
    expect(await run({ APP: 'gateway', METRICS_PORT: port, PORT: '1', HEALTH_PORT: '1' })).toBe(0);
    expect(await run({ APP: 'panel', METRICS_PORT: port, PORT: '1', HEALTH_PORT: '1' })).toBe(0);
    expect(await run({ APP: 'people-crm', HEALTH_PORT: port, PORT: '1' })).toBe(0);
    expect(paths).toEqual(['/health/ready', '/health/ready', '/health/ready']);
  });

  it('fails when the process is not ready or not there', async () => {
    status = 503;
    expect(await run({ APP: 'webhooks', HEALTH_PORT: port })).toBe(1);
    expect(await run({ APP: 'gateway', METRICS_PORT: port === '1' ? '2' : '1' })).toBe(1);
  });
});
