import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Fast reads of one entity for the hot paths (get by id, list pages),
 * measured at about a third of a read's cost through TypeORM's query builder:
 *
 * - named prepared statements (named after their SQL): PostgreSQL parses
 *   and plans each once per connection, and the client sends only
 *   Bind/Execute afterwards;
 * - rows become entities through TypeORM's own metadata and its driver's
 *   hydration (types, transformers), so the mapping follows the entity.
 *
 * Writes and transactions stay with TypeORM. Named statements need session
 * pooling if a pooler sits in front of PostgreSQL (docs/operations.md).
 */
export class PreparedReader<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly table: string;
  private readonly columns: string;

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<T>,
  ) {
    this.metadata = dataSource.getMetadata(entity);
    const schema = this.metadata.schema ?? (dataSource.options as { schema?: string }).schema;
    this.table = schema ? `"${schema}"."${this.metadata.tableName}"` : `"${this.metadata.tableName}"`;
    this.columns = this.metadata.columns.map((column) => `"${column.databaseName}"`).join(', ');
  }

  /** `SELECT <every column> FROM <table> <rest>`. */
  async many(rest: string, values: unknown[]): Promise<T[]> {
    const rows = await preparedQuery<Record<string, unknown>>(this.dataSource, `SELECT ${this.columns} FROM ${this.table} ${rest}`, values);
    return rows.map((row) => this.toEntity(row));
  }

  async one(rest: string, values: unknown[]): Promise<T | null> {
    return (await this.many(`${rest} LIMIT 1`, values))[0] ?? null;
  }

  /** `SELECT count(*) FROM <table> <where>`. */
  async count(where: string, values: unknown[]): Promise<number> {
    const [{ total }] = await preparedQuery<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total FROM ${this.table} ${where}`, values);
    return total;
  }

  private toEntity(row: Record<string, unknown>): T {
    return hydrateEntity(this.dataSource, this.metadata, row);
  }
}

/** A raw row (`SELECT *`, `RETURNING *`) as the entity TypeORM would have built: column types and transformers applied. */
export function hydrateEntity<T>(dataSource: DataSource, metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    column.setEntityValue(entity as ObjectLiteral, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}

/**
 * Runs one query on the data source's pool as a prepared statement named
 * after its text, so the same SQL is planned once per connection and two
 * different texts can never share a name. For hot paths; see PreparedReader.
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
