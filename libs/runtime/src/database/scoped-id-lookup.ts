import DataLoader from 'dataloader';
import type { ObjectLiteral } from 'typeorm';
import { isId } from '../ids/ids';
import type { PreparedReader } from './prepared-reader';

/** A record's key: ids are unique, but every lookup is still scoped to the caller's company. */
interface ScopedId {
  companyId: string;
  id: string;
}

/** An entity of a table with uuid columns `id` and `company_id`, as every domain table has. */
type CompanyRecord = ObjectLiteral & { companyId: string; id: string };

/** Most lookups one statement answers; far above what one turn gathers under load. */
const MAX_BATCH = 200;

/**
 * Reads one record by company and id, for the get-by-id hot path. Lookups
 * that arrive in the same event-loop turn (a NATS read delivers many
 * requests at once under load) become one statement, `(company_id, id) IN
 * (unnest(...))`, planned as one index probe per key: one round trip and
 * one PostgreSQL wake-up for many requests instead of one each. A lookup
 * alone in its turn runs the plain single-row statement. The same idea as
 * the webhook delivery reads (DataLoader, no cache: every request reads).
 */
export class ScopedIdLookup<T extends CompanyRecord> {
  private readonly loader = new DataLoader<ScopedId, T | null>((keys) => this.findMany(keys), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  /**
   * @param condition SQL condition every returned row also meets, such as `is_active`,
   *   written for the reader's table alone (no parameters).
   */
  constructor(
    private readonly reader: PreparedReader<T>,
    private readonly condition: string,
  ) {}

  /**
   * The record, or null when no record of that company has that id and
   * meets the condition. A string that is not an id answers null without a
   * query (and so can never fail the statement it would have shared). Two
   * lookups of one record in a turn get the same object: treat it as read-only.
   */
  find(companyId: string, id: string): Promise<T | null> {
    if (!isId(id) || !isId(companyId)) return Promise.resolve(null);
    return this.loader.load({ companyId, id });
  }

  private async findMany(keys: readonly ScopedId[]): Promise<Array<T | null>> {
    if (keys.length === 1) {
      const [{ companyId, id }] = keys;
      return [await this.reader.one(`WHERE company_id = $1 AND id = $2 AND ${this.condition}`, [companyId, id])];
    }
    const rows = await this.reader.many(`WHERE (company_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[])) AND ${this.condition}`, [
      keys.map((key) => key.companyId),
      keys.map((key) => key.id),
    ]);
    const found = new Map(rows.map((row) => [keyOf(row.companyId, row.id), row]));
    return keys.map((key) => found.get(keyOf(key.companyId, key.id)) ?? null);
  }
}

/** PostgreSQL answers uuids in lower case; a request may have written them in upper. */
function keyOf(companyId: string, id: string): string {
  return `${companyId.toLowerCase()}/${id.toLowerCase()}`;
}
