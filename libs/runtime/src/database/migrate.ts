import { DataSource, DataSourceOptions } from 'typeorm';
import { refuseOldPostgres } from '../servers/server-checks';
import { withMigrationLock } from './migration-lock';

/**
 * Creates the service's schema if needed and applies its pending migrations,
 * holding the schema's migration lock (many replicas may run this at once).
 * Run by `npm start` before the services start, and as the init step of a
 * Kubernetes Deployment (`node dist/main.js migrate`), as the schema's owner.
 * Needs two connections: the lock's session and the migrations'.
 */
export async function runMigrations(options: DataSourceOptions & { schema?: string }, { onWaiting }: { onWaiting?: () => void } = {}): Promise<string[]> {
  const schema = options.schema ?? 'public';
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    await refuseOldPostgres(dataSource, String((options as { url?: string }).url ?? ''));
    return await withMigrationLock(
      dataSource,
      schema,
      async () => {
        // Only when missing: PostgreSQL checks the right to create in the database before it looks whether
        // the schema exists, and an owner login made by the bootstrap (its schema included) has no such right.
        const [{ exists }] = (await dataSource.query('SELECT to_regnamespace($1) IS NOT NULL AS exists', [schema])) as { exists: boolean }[];
        if (!exists) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        return applied.map((migration) => migration.name);
      },
      onWaiting,
    );
  } finally {
    await dataSource.destroy();
  }
}

/**
 * SQL TypeORM would need to bring the schema in line with the entities;
 * empty when migrations and entities agree. A test fails on anything else.
 */
export async function pendingSchemaChanges(options: DataSourceOptions): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return sql.upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
  }
}
