import { DataSource, DataSourceOptions } from 'typeorm';

/**
 * Creates the service's schema if needed and applies its pending migrations.
 * Run by `npm start` before the services start, and as the init step of a
 * Kubernetes Deployment (`node dist/main.js migrate`), as the schema's owner.
 */
export async function runMigrations(options: DataSourceOptions & { schema?: string }): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    // Only when missing: PostgreSQL checks the right to create in the database before it looks whether
    // the schema exists, and an owner login made by the bootstrap (its schema included) has no such right.
    const [{ exists }] = (await dataSource.query('SELECT to_regnamespace($1) IS NOT NULL AS exists', [options.schema])) as { exists: boolean }[];
    if (!exists) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
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
