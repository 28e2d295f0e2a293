import { ServiceDatabase, dataSourceOptions, pendingSchemaChanges } from '@bizapi/runtime';
import { testStack } from './stack-info';

/**
 * The SQL TypeORM would run to make the migrated schema match the entities:
 * empty when they agree. Fails a test when a change to an entity has no
 * migration (or a migration drifts from its entity).
 */
export function schemaDrift(database: ServiceDatabase): Promise<string[]> {
  return pendingSchemaChanges(
    dataSourceOptions(database, { url: testStack().env.DATABASE_URL, poolSize: 1, applicationName: 'schema-check' }),
  );
}
