'use strict';
// The TCP proxy of tcp-proxy.ts, in a worker thread of its own so it keeps
// forwarding while the test's main thread blocks (the stack's migrations run
// with spawnSync).
const { createConnection, createServer } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');

const connections = new Map();
/** Markers cut: a later connection whose first bytes contain one is cut from the start (the path stays dead). */
const cutMarkers = new Set();
let nextId = 1;

const server = createServer((client) => {
  const id = nextId++;
  const upstream = createConnection({ host: workerData.host, port: workerData.port });
  const connection = { id, hello: '', client, upstream, cut: false };
  connections.set(id, connection);
  client.on('data', (chunk) => {
    if (!connection.hello) {
      connection.hello = chunk.toString('latin1');
      connection.cut = [...cutMarkers].some((marker) => connection.hello.includes(marker));
    }
    if (!connection.cut) upstream.write(chunk);
  });
  upstream.on('data', (chunk) => {
    if (!connection.cut) client.write(chunk);
  });
  // A closed end is passed on, unless the link is cut: then the other side hears nothing.
  client.on('close', () => (connection.cut ? undefined : upstream.destroy()));
  upstream.on('close', () => {
    if (connection.cut) parentPort.postMessage({ type: 'upstream-closed', id });
    else client.destroy();
  });
  client.on('error', () => undefined);
  upstream.on('error', () => undefined);
});

parentPort.on('message', (message) => {
  if (message.type === 'cut') {
    cutMarkers.add(message.marker);
    const cut = [...connections.values()].filter((c) => !c.cut && !c.client.destroyed && c.hello.includes(message.marker));
    for (const connection of cut) connection.cut = true;
    parentPort.postMessage({ type: 'cut', request: message.request, ids: cut.map((c) => c.id) });
  } else if (message.type === 'close-upstream') {
    connections.get(message.id)?.upstream.destroy();
  }
});

server.listen(0, '127.0.0.1', () => parentPort.postMessage({ type: 'listening', port: server.address().port }));
