import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/** Column types whose values TypeORM's PostgreSQL driver hydrates as pg parsed them (no transformer): copied as they are. */
const AS_PARSED = new Set<unknown>(['uuid', 'text', 'varchar', 'character varying', 'citext', 'int', 'integer', 'int4', 'smallint', 'int2', 'bigint', 'int8', 'numeric', 'decimal', 'boolean', 'bool', 'json', 'jsonb']);
/** Instants: pg gives a Date, which the driver keeps. */
const INSTANTS = new Set<unknown>(['timestamptz', 'timestamp with time zone']);

interface HydrationPlan {
  /** Columns copied as pg parsed them: [database name, property name, instant]. */
  direct: [string, string, boolean][];
  /** Columns the driver must hydrate (transformers, embedded columns, dates, enums…). */
  viaDriver: ColumnMetadata[];
}

const plans = new WeakMap<EntityMetadata, HydrationPlan>();

function planOf(metadata: EntityMetadata): HydrationPlan {
  let plan = plans.get(metadata);
  if (!plan) {
    plan = { direct: [], viaDriver: [] };
    for (const column of metadata.columns) {
      const plain = !column.transformer && !column.embeddedMetadata && !column.isVirtual && !column.relationMetadata;
      const instant = INSTANTS.has(column.type);
      if (plain && (AS_PARSED.has(column.type) || instant)) plan.direct.push([column.databaseName, column.propertyName, instant]);
      else plan.viaDriver.push(column);
    }
    plans.set(metadata, plan);
  }
  return plan;
}

/**
 * A raw row (`SELECT *`, `RETURNING *`) as the entity TypeORM would have
 * built: column types and transformers applied. Plain columns (no
 * transformer, of a type the driver leaves as pg parsed it) are copied
 * directly: going through the driver for each was two fifths of turning a
 * list's rows into records.
 */
export function hydrateEntity<T>(dataSource: DataSource, metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as ObjectLiteral;
  const { direct, viaDriver } = planOf(metadata);
  for (const [databaseName, propertyName, instant] of direct) {
    const value = row[databaseName];
    // An instant that came as text (a pg setting we do not use) becomes a Date, as the driver would make it.
    entity[propertyName] = instant && typeof value === 'string' ? new Date(value) : value;
  }
  for (const column of viaDriver) {
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity as T;
}

/**
 * Runs one query on the data source's pool as a prepared statement named
 * after its text, so the same SQL is planned once per connection and two
 * different texts can never share a name. For hot paths (the collection kit's
 * reads, webhook deliveries): PostgreSQL parses and plans each text once per
 * connection, and the client sends only Bind/Execute afterwards. Named
 * statements need session pooling if a pooler sits in front of PostgreSQL.
 */
export async function preparedQuery<R>(dataSource: DataSource, text: string, values: unknown[]): Promise<R[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name: statementName(text), text, values })).rows as R[];
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
