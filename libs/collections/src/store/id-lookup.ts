import { isId, preparedQuery } from '@bizapi/runtime';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import { ALIAS, RecordTable } from './record-table';

interface ScopedId {
  companyId: string;
  id: string;
}

/** Most lookups one statement answers; far above what one turn gathers under load. */
const MAX_BATCH = 200;

/**
 * Gets by id, for every collection. Lookups that arrive in the same
 * event-loop turn (a NATS read delivers many requests at once under load)
 * become one statement, `(company_id, id) IN (unnest(...))`, planned as one
 * index probe per key: one round trip and one PostgreSQL wake-up for many
 * requests. A lookup alone in its turn runs the plain single-row statement.
 * Nothing is cached: every request reads.
 */
export class IdLookup<T extends object> {
  private readonly loader = new DataLoader<ScopedId, T | null>((keys) => this.findMany(keys), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly table: RecordTable<T>,
  ) {}

  /**
   * The visible record, or null. A string that is not an id answers null
   * without a query (and so never fails the statement it would have shared).
   * Two lookups of one record in a turn share one object: treat it as read-only.
   */
  find(companyId: string, id: string): Promise<T | null> {
    if (!isId(id) || !isId(companyId)) return Promise.resolve(null);
    return this.loader.load({ companyId, id });
  }

  private async findMany(keys: readonly ScopedId[]): Promise<Array<T | null>> {
    const { table } = this;
    const select = `SELECT ${table.selectList} FROM ${table.name} ${ALIAS}`;
    if (keys.length === 1) {
      const [{ companyId, id }] = keys;
      const rows = await preparedQuery<Record<string, unknown>>(
        this.dataSource,
        `${select} WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id = $2 AND ${table.activeCondition}`,
        [companyId, id],
      );
      return [rows[0] ? table.hydrate(rows[0]) : null];
    }
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `${select} WHERE (${ALIAS}.company_id, ${ALIAS}.id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[])) AND ${table.activeCondition}`,
      [keys.map((key) => key.companyId), keys.map((key) => key.id)],
    );
    const found = new Map(rows.map((row) => [keyOf(String(row.company_id), String(row.id)), table.hydrate(row)]));
    return keys.map((key) => found.get(keyOf(key.companyId, key.id)) ?? null);
  }
}

/** PostgreSQL answers uuids in lower case; a request may have written them in upper. */
function keyOf(companyId: string, id: string): string {
  return `${companyId.toLowerCase()}/${id.toLowerCase()}`;
}
