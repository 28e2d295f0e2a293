import { Server, createServer } from 'node:http';
import { metricsText } from './metrics-registry';

/**
 * `GET /metrics` on a port of its own, for the gateway, whose health
 * endpoints share the public port: metrics are for the cluster's Prometheus,
 * not for the internet.
 */
export async function serveMetrics(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsText().then(
      ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '0.0.0.0', resolve));
  return server;
}
