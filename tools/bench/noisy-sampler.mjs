// The noisy part's sampler (noisy.mjs), in a process of its own: accounting's
// VmRSS every second, Redis's used_memory every 2 s and the bytes of the
// run's own keys every 6 s. Apart from the bench's process because that one
// runs the quiet company's load generators: reading the MEMORY USAGE of
// ~20,000 keys (the noisy company's queued replays and idempotency records)
// kept its event loop busy long enough to show in the quiet company's p99.
// The keys are read in pipelines of KEYS_PER_ROUND, so Redis answers the
// stack's own commands in between.
//
// Messages: { start: { redisUrl, namespace, accountingPid } } → { started }; 'stop' → { samples }.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';

const KEYS_PER_ROUND = 500;

/** VmRSS of a process in MiB, or null once it has gone. */
function rssMiB(pid) {
  try {
    return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return null;
  }
}

/** Bytes Redis holds for the namespace (its keys' MEMORY USAGE), and how many keys. */
async function namespaceMemory(redis, namespace) {
  let cursor = '0';
  let bytes = 0;
  let keys = 0;
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `*${namespace}*`, 'COUNT', KEYS_PER_ROUND);
    cursor = next;
    if (!batch.length) continue;
    const pipeline = redis.pipeline();
    for (const key of batch) pipeline.memory('USAGE', key);
    for (const [, usage] of await pipeline.exec()) bytes += Number(usage) || 0;
    keys += batch.length;
  } while (cursor !== '0');
  return { bytes, keys };
}

function startSampler({ redisUrl, namespace, accountingPid }) {
  const redis = new Redis(redisUrl);
  const started = Date.now();
  const samples = { rss: [], usedMemory: [], namespace: [] };
  const at = () => Math.round((Date.now() - started) / 1000);
  let stopped = false;
  const rssLoop = (async () => {
    while (!stopped) {
      samples.rss.push([at(), rssMiB(accountingPid)]);
      await sleep(1000);
    }
  })();
  const redisLoop = (async () => {
    let round = 0;
    while (!stopped) {
      const info = await redis.info('memory');
      samples.usedMemory.push([at(), Number(/used_memory:(\d+)/.exec(info)[1])]);
      if (round++ % 3 === 0) {
        const { bytes, keys } = await namespaceMemory(redis, namespace);
        samples.namespace.push([at(), bytes, keys]);
      }
      await sleep(2000);
    }
  })();
  return async () => {
    stopped = true;
    await Promise.all([rssLoop, redisLoop]);
    redis.disconnect();
    return samples;
  };
}

let stop = null;
process.on('message', async (message) => {
  if (message?.start) {
    stop = startSampler(message.start);
    process.send({ started: true });
  } else if (message === 'stop' && stop) {
    process.send({ samples: await stop() });
    process.exit(0);
  }
});
