import { DataSource } from 'typeorm';

/** The advisory lock key of a schema's migrations (hashed by PostgreSQL's hashtext, like the relay's and the daily jobs' keys). */
export const migrationLockKey = (schema: string) => `${schema}.migrations`;

/**
 * Runs `work` while holding the schema's migration lock: a session advisory
 * lock on a connection of its own, so the runs of many replicas (init
 * containers starting together, a Job beside them) apply migrations one after
 * the other; the ones that waited find nothing pending. `onWaiting` is called
 * once when another run holds the lock. The lock goes with the session if the
 * process dies, so a crashed run never blocks the next one.
 */
export async function withMigrationLock<T>(dataSource: DataSource, schema: string, work: () => Promise<T>, onWaiting?: () => void): Promise<T> {
  const key = migrationLockKey(schema);
  const session = dataSource.createQueryRunner();
  await session.connect();
  try {
    const [{ locked }] = (await session.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])) as { locked: boolean }[];
    if (!locked) {
      onWaiting?.();
      // Waits as long as the other run takes: its migrations must not be run twice at once, however slow.
      await session.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    }
    try {
      return await work();
    } finally {
      await session.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await session.release();
  }
}
