import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { metricsText } from '../metrics/metrics-registry';
import { Readiness } from './readiness';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The gateway's internal port (METRICS_PORT): `/metrics` for the cluster's
 * Prometheus and `/health/live`, `/health/ready` for its probes, apart from
 * the public port, so the internet can neither read metrics nor make the
 * gateway ping its dependencies.
 */
export async function serveInternalPort(port: number, readiness: Readiness): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET') return void response.writeHead(404).end();
    if (path === '/metrics') return sendMetrics(response);
    if (path === '/health/live') return sendJson(response, 200, { status: 'ok' });
    if (path === '/health/ready') return sendReadiness(readiness, response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '0.0.0.0', resolve));
  return server;
}

function sendMetrics(response: ServerResponse<IncomingMessage>): void {
  metricsText().then(
    ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType, ...NO_STORE }).end(body),
    () => response.writeHead(500).end(),
  );
}

function sendReadiness(readiness: Readiness, response: ServerResponse<IncomingMessage>): void {
  readiness.check().then(
    ({ ready, body }) => sendJson(response, ready ? 200 : 503, body),
    () => sendJson(response, 503, { status: 'error' }),
  );
}

function sendJson(response: ServerResponse<IncomingMessage>, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE }).end(JSON.stringify(body));
}
