import { DataSourceOptions, MigrationInterface } from 'typeorm';

export interface ServiceDatabase {
  /** The service's own PostgreSQL schema (docs/design/architecture-contract.md table). */
  schema: string;
  entities: (new () => object)[];
  migrations: (new () => MigrationInterface)[];
}

/**
 * TypeORM options of a service: its own schema (also the search path, so raw
 * SQL needs no prefix), migrations only (never synchronize), numeric as string.
 */
export function dataSourceOptions(
  database: ServiceDatabase,
  { url, poolSize, applicationName }: { url: string; poolSize: number; applicationName: string },
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    // Not 'error': TypeORM would print a failed statement with its parameters
    // (personal data) to stdout. A failed query reaches its caller as an
    // exception, which answers it or logs it through serializeError.
    logging: ['warn'],
    applicationName,
    extra: {
      max: poolSize,
      options: `-c search_path=${database.schema}`,
      connectionTimeoutMillis: 5_000,
    },
  };
}
