import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Runs one query on the data source's pool as a prepared statement named
 * after its text, so the same SQL is planned once per connection and two
 * different texts can never share a name. For hot paths (the collection kit's
 * reads, webhook deliveries): PostgreSQL parses and plans each text once per
 * connection, and the client sends only Bind/Execute afterwards. Named
 * statements need session pooling if a pooler sits in front of PostgreSQL.
 */
export async function preparedQuery<R>(dataSource: DataSource, text: string, values: unknown[]): Promise<R[]> {
  return (await driverPool(dataSource).query({ name: statementName(text), text, values })).rows as R[];
}

/**
 * The pg pool under a TypeORM data source, for what TypeORM's query() cannot
 * ask of pg (named statements above, rows as arrays for the ledgers).
 */
export function driverPool(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/** Query texts come in a few shapes per call site, so their names are worth remembering. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = createHash('sha1').update(text).digest('base64url');
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}
