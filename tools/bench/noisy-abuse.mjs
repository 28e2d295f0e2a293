// The noisy company of the noisy-tenant bench (noisy.mjs), in a process of
// its own so that its load never slows the bench process that times the
// quiet company. Sent { baseUrl, abuses }, it runs every abuse at once, each
// an autocannon run at full speed (no rate: as fast as its connections are
// answered), until sent 'stop'; then it answers with what each abuse got.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

/** One abuse until stopped: { instance, done } (done resolves to autocannon's result). */
function start(baseUrl, abuse) {
  let next = 0;
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections: abuse.connections,
        // Until told to stop (an hour is beyond any run).
        duration: 3600,
        timeout: abuse.timeoutSeconds ?? 30,
        headers: { ...abuse.headers, ...(abuse.bodies ? { 'content-type': 'application/json' } : {}) },
        requests: [
          {
            method: abuse.method ?? 'GET',
            setupRequest: (request) => ({
              ...request,
              path: abuse.paths[next++ % abuse.paths.length],
              ...(abuse.bodies ? { body: abuse.bodies[next % abuse.bodies.length] } : {}),
              // A fresh Idempotency-Key for every request: each answer is a new record to keep.
              ...(abuse.freshIdempotencyKey ? { headers: { ...request.headers, 'idempotency-key': randomUUID() } } : {}),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return { instance, done };
}

let running = [];

process.on('message', async (message) => {
  if (message.type === 'start') {
    running = message.abuses.map((abuse) => ({ name: abuse.name, ...start(message.baseUrl, abuse) }));
    process.send({ type: 'started' });
  } else if (message.type === 'stop') {
    for (const { instance } of running) instance.stop();
    const results = {};
    for (const { name, done } of running) {
      const result = await done;
      results[name] = {
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
        errors: result.errors,
        timeouts: result.timeouts,
      };
    }
    process.send({ type: 'stopped', results });
  }
});

process.send({ type: 'ready' });
