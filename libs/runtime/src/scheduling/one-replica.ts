import { DataSource } from 'typeorm';

export type OneReplicaOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` in one replica at a time: a session advisory lock on a
 * connection of its own, keyed by the service's schema and the job's name. A
 * replica that does not get the lock skips (the holder is doing the work), so
 * a daily job scheduled in every replica runs once. The lock goes with the
 * connection if the process dies.
 */
export async function runInOneReplica<T>(dataSource: DataSource, job: string, work: () => Promise<T>): Promise<OneReplicaOutcome<T>> {
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  const key = `${schema}.${job}`;
  const session = dataSource.createQueryRunner();
  await session.connect();
  try {
    const [{ locked }] = (await session.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])) as { locked: boolean }[];
    if (!locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await session.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await session.release();
  }
}
