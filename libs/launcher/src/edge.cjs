// The API's origin on a laptop and in the tests: one port where `/panel` goes
// to the company panel and every other path to the gateway, as the Ingress or
// HTTPRoute routes them in a cluster (k8s/components/ingress, gateway-api).
// The gateway holds no proxy code for it. Requests and answers pass through
// as they are (Host included, so the panel's Origin check and cookies see the
// origin the browser used); nothing is buffered.
'use strict';
const http = require('node:http');

/** Whether a request path is the panel's: `/panel`, `/panel/…`, `/panel?…`. */
function isPanelPath(url) {
  return url === '/panel' || url.startsWith('/panel/') || url.startsWith('/panel?');
}

/**
 * Listens on `port` (0: a free one) of `host` and forwards each request to the
 * panel's or the gateway's port on 127.0.0.1. Resolves with the port it took
 * and close().
 */
function startEdge({ port, host = '0.0.0.0', gatewayPort, panelPort }) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: isPanelPath(request.url ?? '') ? panelPort : gatewayPort, method: request.method, path: request.url, headers: request.headers, agent },
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
