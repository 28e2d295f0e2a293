'use strict';
// Removes what a test run left in the shared NATS and Redis: its JetStream
// streams and its namespaced Redis keys. Runs in its own process at the end.
const { connect } = require('@nats-io/transport-node');
const { jetstreamManager } = require('@nats-io/jetstream');
const Redis = require('ioredis');

async function main() {
  const namespace = process.env.BIZAPI_NAMESPACE;
  if (!namespace) return;
  // A run with a NATS of its own (credentials) reads with its observer user.
  const nats = await connect({ servers: process.env.NATS_URL, timeout: 3000, user: process.env.NATS_OBSERVER_USER, pass: process.env.NATS_OBSERVER_PASSWORD });
  const manager = await jetstreamManager(nats);
  for await (const stream of manager.streams.list()) {
    if (stream.config.name.startsWith(`${namespace}_`)) await manager.streams.delete(stream.config.name);
  }
  await nats.drain();
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true });
  await redis.connect();
  for (const pattern of [`${namespace}:*`, `bull:${namespace}*`]) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  await redis.quit();
}

main().then(
  () => process.exit(0),
  () => process.exit(1),
);
