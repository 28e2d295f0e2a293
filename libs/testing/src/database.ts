import { Client } from 'pg';
import { testStack } from './stack-info';

/** Runs one query on the run's database, for assertions on what is stored. */
export async function queryDatabase<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: testStack().env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
