import { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];
type Row = Record<string, unknown>;
type Hydrator = (row: Row) => ObjectLiteral;

/** Column types whose values TypeORM's PostgreSQL driver hydrates as pg parsed them (no transformer): copied as they are. */
const AS_PARSED = new Set<unknown>(['uuid', 'text', 'varchar', 'character varying', 'citext', 'int', 'integer', 'int4', 'smallint', 'int2', 'bigint', 'int8', 'numeric', 'decimal', 'boolean', 'bool', 'json', 'jsonb']);
/** Instants: pg gives a Date, which the driver keeps. */
const INSTANTS = new Set<unknown>(['timestamptz', 'timestamp with time zone']);

const hydrators = new WeakMap<EntityMetadata, Hydrator>();

/**
 * A raw row (`SELECT *`, `RETURNING *`) as the entity TypeORM would have
 * built: column types and transformers applied. Lists turn every row they
 * answer into an entity, so each entity gets a function of its own, compiled
 * once from its metadata: plain columns (no transformer, of a type the
 * driver leaves as pg parsed it) are straight assignments, and every other
 * column goes through the driver as TypeORM's own hydration does. A loop
 * over the columns assigning by computed name, shared by every entity, is
 * one V8 cannot specialise, and it showed at the top of people-crm's list
 * profiles (docs/benchmarks.md, "Smaller figures behind the code").
 */
export function hydrateEntity<T>(dataSource: DataSource, metadata: EntityMetadata, row: Row): T {
  let hydrate = hydrators.get(metadata);
  if (!hydrate) {
    hydrate = compileHydrator(dataSource, metadata);
    hydrators.set(metadata, hydrate);
  }
  return hydrate(row) as T;
}

function compileHydrator(dataSource: DataSource, metadata: EntityMetadata): Hydrator {
  const viaDriver: ColumnMetadata[] = [];
  // Names come from the entity's decorators, never from a request, and enter the code as JSON string literals.
  const name = (text: string) => JSON.stringify(text);
  const statements = metadata.columns.map((column) => {
    const plain = !column.transformer && !column.embeddedMetadata && !column.isVirtual && !column.relationMetadata;
    const value = `row[${name(column.databaseName)}]`;
    const target = `entity[${name(column.propertyName)}]`;
    // An instant that came as text (a pg setting we do not use) becomes a Date, as the driver would make it.
    if (plain && INSTANTS.has(column.type)) return `value = ${value}; ${target} = typeof value === 'string' ? new Date(value) : value;`;
    if (plain && AS_PARSED.has(column.type)) return `${target} = ${value};`;
    const at = viaDriver.push(column) - 1;
    return `viaDriver[${at}].setEntityValue(entity, driver.prepareHydratedValue(${value}, viaDriver[${at}]));`;
  });
  const body = ['const entity = metadata.create();', 'let value;', ...statements, 'return entity;'].join('\n');
  const factory = new Function('metadata', 'viaDriver', 'driver', `return function hydrate(row) {\n${body}\n};`) as (
    metadata: EntityMetadata,
    viaDriver: ColumnMetadata[],
    driver: DataSource['driver'],
  ) => Hydrator;
  return factory(metadata, viaDriver, dataSource.driver);
}
