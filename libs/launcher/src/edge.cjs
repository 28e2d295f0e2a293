// The API's origin where no Ingress runs: one port where `/panel` goes to the
// company panel and every other path to the gateway, as the Ingress or
// HTTPRoute routes them in a cluster (k8s/components/ingress, gateway-api).
// `npm start` and the test stack run it in process; Compose runs this file
// as a service of its own (`node edge.cjs`, configured by EDGE_PORT,
// GATEWAY_URL and PANEL_URL). The gateway holds no proxy code for it.
// Requests and answers pass through as they are (Host included, so the
// panel's Origin check and cookies see the origin the browser used); nothing
// is buffered.
'use strict';
const http = require('node:http');

/** Whether a request path is the panel's: `/panel`, `/panel/…`, `/panel?…`. */
function isPanelPath(url) {
  return url === '/panel' || url.startsWith('/panel/') || url.startsWith('/panel?');
}

/**
 * Listens on `port` (0: a free one) of `host` and forwards each request to
 * the panel's or the gateway's origin (`http://host:port`). Resolves with
 * the port it took and close().
 */
function startEdge({ port, host = '0.0.0.0', gatewayUrl, panelUrl }) {
  const agent = new http.Agent({ keepAlive: true });
  const gateway = new URL(gatewayUrl);
  const panel = new URL(panelUrl);
  const server = http.createServer((request, response) => {
    const target = isPanelPath(request.url ?? '') ? panel : gateway;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        // rawHeaders keeps repeated headers (the panel's two Set-Cookie) as they came.
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.once('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end('the gateway or the panel is not answering\n');
    });
    request.pipe(upstream);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      done({
        port: server.address().port,
        close: () =>
          new Promise((closed) => {
            agent.destroy();
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}

module.exports = { startEdge, isPanelPath };

// `node edge.cjs`: Compose's edge service.
if (require.main === module) {
  const { EDGE_PORT = '3000', GATEWAY_URL, PANEL_URL } = process.env;
  if (!GATEWAY_URL || !PANEL_URL) {
    process.stderr.write('edge: set GATEWAY_URL and PANEL_URL (e.g. http://gateway:3000, http://panel:3000)\n');
    process.exit(78);
  }
  startEdge({ port: Number(EDGE_PORT), gatewayUrl: GATEWAY_URL, panelUrl: PANEL_URL }).then(({ port, close }) => {
    process.stdout.write(`edge: :${port} /panel -> ${PANEL_URL}, the rest -> ${GATEWAY_URL}\n`);
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => close().then(() => process.exit(0)));
  });
}
