import { testRedis, testStack } from '@bizapi/testing';
import type Redis from 'ioredis';

export interface KeptRecords {
  /** How many idempotency keys (records and byte counters) of the company Redis holds. */
  keys: number;
  /** Their memory in Redis (MEMORY USAGE, names and overhead included). */
  bytes: number;
  /** Their names and values, byte for byte (latin1), to search for what must not be there. */
  raw: string;
}

/** What the idempotency store keeps for one company, read straight from Redis. */
export async function keptRecords(
  companyId: string,
  { redis = testRedis(), namespace = testStack().env.BIZAPI_NAMESPACE }: { redis?: Redis; namespace?: string } = {},
): Promise<KeptRecords> {
  const names: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${namespace}:idem*`, 'COUNT', 1_000);
    names.push(...batch.filter((name) => name.includes(companyId)));
    cursor = next;
  } while (cursor !== '0');
  let bytes = 0;
  let raw = '';
  for (const name of names) {
    bytes += Number(await redis.memory('USAGE', name, 'SAMPLES', 0)) || 0;
    const value = (await redis.type(name)) === 'string' ? await redis.getBuffer(name) : null;
    raw += `${name}\n${value?.toString('latin1') ?? ''}\n`;
  }
  return { keys: names.length, bytes, raw };
}
