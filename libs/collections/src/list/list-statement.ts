import { ApiError, ListEnvelope } from '@bizapi/contracts';
import { parseApiDate } from '@bizapi/conventions';
import { postgresErrorCode, preparedQuery } from '@bizapi/runtime';
import { DataSource } from 'typeorm';
import { SortField, sortFieldsOf } from '../declaration/collection-declaration';
import { COLLECTION_COUNTS_TABLE } from '../database/kit-tables.sql';
import { ALIAS, RecordTable } from '../store/record-table';
import { CollectionListQuery } from './list-query';
import { ListCursor, decodeCursor, encodeCursor, invalidCursor, listFingerprint } from './cursor';
import { CursorContinuation, SentQuery } from './cursor-continuation';
import { PageBatcher } from './list-batch';
import { ANCHORED_FROM_OFFSET, ANCHOR_SPACING, OffsetAnchors, offsetAnchors } from './offset-anchors';

/** A list envelope with the cursor extension. */
export type CollectionPage<R> = ListEnvelope<R> & { meta: { nextCursor: string | null } };

/** From this offset on, a page is found through the index alone before its rows are read (a deep page reads 100 rows, not 100,000). */
const DEFERRED_OFFSET = 500;

/**
 * The list operation of every collection: the declared filters, `orderBy`
 * and `order` with the id as tie-break, pages by offset or by cursor
 * (keyset: a cost that does not grow with depth), and an exact total: the
 * company's row counter when nothing filters the list, an index count of
 * the matching rows otherwise.
 */
export class CollectionLister<T extends object> {
  private readonly pages: PageBatcher;
  /**
   * The version of the company's row counters: each stripe's row version
   * (xmin), which every insert and deactivation of the collection replaces
   * in its own transaction. Equal versions in two snapshots mean the same
   * active rows in between, so the same positions in `createdAt` order
   * (an immutable column): what deep-page anchors rely on.
   */
  private readonly versionSql: string;
  private readonly continuation: CursorContinuation;

  constructor(
    private readonly dataSource: DataSource,
    private readonly table: RecordTable<T>,
    private readonly anchors: OffsetAnchors = offsetAnchors,
  ) {
    this.pages = new PageBatcher(dataSource);
    this.continuation = new CursorContinuation(table.declaration);
    this.versionSql = `SELECT string_agg(c.stripe || ':' || c.xmin::text, ',' ORDER BY c.stripe) FROM ${COLLECTION_COUNTS_TABLE} c
      WHERE c.company_id = $1 AND c.collection = '${table.declaration.collection}'`;
  }

  /**
   * One page of the list. `sent` is the query as the client sent it (see
   * SentQuery): a cursor continues the order and filters it carries, and
   * only what was sent along with it is checked against them.
   */
  async list<R>(companyId: string, asked: CollectionListQuery, toRecord: (entity: T) => R, sent: SentQuery): Promise<CollectionPage<R>> {
    const sentPage = typeof sent === 'boolean' ? sent : sent.page !== undefined;
    if (asked.cursor !== undefined && sentPage) throw ApiError.validation('cursor', 'send either cursor or page, not both');
    const cursor = asked.cursor === undefined ? null : decodeCursor(asked.cursor);
    const query = cursor?.list ? this.continuation.query(asked, sent, cursor.list) : asked;
    const { table } = this;
    const values: unknown[] = [companyId];
    // What each parameter is passed as when pages are batched (PageBatcher): every value of a cursor is cast where it is used.
    const types = ['uuid'];
    const bind = (value: unknown, type = 'text') => `$${(types.push(type), values.push(value))}`;
    const column = (property: string) => table.column(property);
    const conditions = [`${ALIAS}.company_id = $1`, table.activeCondition];

    const filters: Record<string, string> = {};
    for (const [name, filter] of Object.entries(table.declaration.filters ?? {})) {
      const value = query[name];
      if (value === undefined) continue;
      filters[name] = String(value);
      const condition = filter.where(String(value), bind, column);
      if (condition === null) return emptyPage(query);
      conditions.push(condition);
    }
    if (query.updatedSince !== undefined) {
      filters.updatedSince = query.updatedSince;
      conditions.push(`${ALIAS}.updated_at >= ${bind(parseApiDate(query.updatedSince))}`);
    }
    const unfiltered = conditions.length === 2;
    const isFiltered = !unfiltered || table.declaration.rowCounter === false;
    const countSql = isFiltered
      ? `SELECT count(*) FROM ${table.name} ${ALIAS} WHERE ${conditions.join(' AND ')}`
      : `SELECT coalesce(sum(active_count), 0) FROM ${COLLECTION_COUNTS_TABLE} WHERE company_id = $1 AND collection = '${table.declaration.collection}'`;
    const countValues = [...values];

    const sort = sortFieldsOf(table.declaration)[query.orderBy];
    const fingerprint = listFingerprint([companyId, table.declaration.collection, query.orderBy, query.order, filters]);
    if (cursor && cursor.fingerprint !== fingerprint) throw invalidCursor();
    if (cursor) conditions.push(this.keyset(sort, query.order, cursor, bind));

    const sortKey = this.sortExpression(sort);
    const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
    const orderBy = `${sortKey} ${direction}${sort.nullable ? ' NULLS LAST' : ''}, ${ALIAS}.id ${direction}`;
    const offset = cursor ? 0 : (query.page - 1) * query.limit;
    // Deep pages of the unfiltered list in creation order (what a full export walks by page) start from an anchor.
    const anchored = !cursor && !isFiltered && offset >= ANCHORED_FROM_OFFSET && sort.property === 'createdAt' && !table.declaration.inactiveVisible;
    let rows = anchored ? await this.fromAnchor(companyId, fingerprint, { sort, direction, orderBy, countSql }, offset, query.limit) : null;
    if (!rows) {
      const where = conditions.join(' AND ');
      // The total rides in the page's own statement (an uncorrelated subquery runs once): one round trip per list.
      const select =
        `SELECT ${table.listSelectList}, (${table.column(sort.property)})::text AS "__sortValue", (${countSql})::bigint AS "__total"` +
        `${anchored ? `, (${this.versionSql}) AS "__version"` : ''} FROM ${table.name} ${ALIAS}`;
      // First pages and cursor pages of unfiltered lists share their trip to PostgreSQL with the turn's others of the same
      // shape (PageBatcher). Their limit is written in the text: PostgreSQL plans a LIMIT it cannot read for a tenth of
      // the rows, and at a million rows compiles that plan with JIT (seconds).
      const batched = unfiltered && offset === 0;
      const window = batched
        ? `ORDER BY ${orderBy} LIMIT ${query.limit + 1}`
        : `ORDER BY ${orderBy} LIMIT ${bind(query.limit + 1, 'int')} OFFSET ${bind(offset, 'int')}`;
      const sql =
        offset < DEFERRED_OFFSET
          ? `${select} WHERE ${where} ${window}`
          : `${select} WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id IN (SELECT ${ALIAS}.id FROM ${table.name} ${ALIAS} WHERE ${where} ${window}) ORDER BY ${orderBy}`;
      const read = batched ? this.pages.run({ sql, values, types }) : preparedQuery<Record<string, unknown>>(this.dataSource, sql, values);
      rows = await read.catch((error: unknown) => {
        // A cursor's value is cast to the sort column's type: one a client altered may not be a value of it.
        throw cursor && postgresErrorCode(error)?.startsWith('22') ? invalidCursor() : error;
      });
      const version = rows[0]?.__version as string | undefined;
      if (anchored && version !== undefined && !this.anchors.covers(fingerprint, offset, version)) {
        this.readAnchors(companyId, fingerprint, sort, orderBy, offset);
      }
    }
    // Past the last page the statement has no row to carry the total: count on its own.
    const total = rows.length ? Number(rows[0].__total) : Number((await preparedQuery<{ n: string }>(this.dataSource, `SELECT (${countSql})::bigint AS n`, countValues))[0].n);

    const shown = rows.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const page = cursor ? cursor.page : query.page;
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor({
            value: (last.__sortValue as string | null) ?? null,
            id: String(last.id),
            page: page + 1,
            fingerprint,
            list: { orderBy: query.orderBy, order: query.order, filters },
          })
        : null;
    return {
      data: shown.map((row) => toRecord(table.hydrate(row))),
      meta: { total, page, limit: query.limit, totalPages: Math.ceil(total / query.limit), nextCursor },
    };
  }

  /**
   * The page read from the nearest anchor below it (keyset, then a skip of
   * fewer than ANCHOR_SPACING rows), or null when no anchor is known or the
   * company's rows changed since the anchors were read: the version is read
   * in the page's own statement, so a page is only used when its own
   * snapshot confirms every position the anchor stands for.
   */
  private async fromAnchor(
    companyId: string,
    list: string,
    order: { sort: SortField; direction: string; orderBy: string; countSql: string },
    offset: number,
    limit: number,
  ): Promise<Record<string, unknown>[] | null> {
    const near = this.anchors.nearest(list, offset);
    if (!near) return null;
    const { table } = this;
    const column = table.column(order.sort.property);
    const after = order.direction === 'ASC' ? '>' : '<';
    const { anchor } = near;
    const skip = offset - anchor.position;
    const select = `SELECT ${table.listSelectList}, (${column})::text AS "__sortValue", (${order.countSql})::bigint AS "__total", (${this.versionSql}) AS "__version"
       FROM ${table.name} ${ALIAS}
       WHERE ${ALIAS}.company_id = $1 AND ${table.activeCondition} AND (${column}, ${ALIAS}.id) ${after} ($2::${table.sqlType(order.sort.property)}, $3::uuid)
       ORDER BY ${order.orderBy} LIMIT ${limit + 1}`;
    const values = [companyId, anchor.value, anchor.id];
    // A limit that divides ANCHOR_SPACING leaves a few possible skips (multiples of it): written in the text, as a
    // batched page's limit is (PageBatcher), so deep pages of one turn share a trip. Other skips are a parameter,
    // so they cannot multiply the texts each connection prepares.
    const rows =
      ANCHOR_SPACING % limit === 0
        ? await this.pages.run({ sql: `${select}${skip ? ` OFFSET ${skip}` : ''}`, values, types: ['uuid', 'text', 'uuid'] })
        : await preparedQuery<Record<string, unknown>>(this.dataSource, `${select} OFFSET $4`, [...values, skip]);
    return rows.length && rows[0].__version === near.version ? rows : null;
  }

  /** Reads the list's anchors down to `offset` in the background (one index-only pass, as the OFFSET page itself costs). */
  private readAnchors(companyId: string, list: string, sort: SortField, orderBy: string, offset: number): void {
    const { table } = this;
    const depth = Math.floor(offset / ANCHOR_SPACING) * ANCHOR_SPACING;
    const read = async () => {
      const [row] = await preparedQuery<{ version: string | null; anchors: [string, string][] }>(
        this.dataSource,
        `SELECT (${this.versionSql}) AS version, coalesce(json_agg(json_build_array(s.value, s.id) ORDER BY s.n), '[]') AS anchors
         FROM (SELECT (${table.column(sort.property)})::text AS value, ${ALIAS}.id, row_number() OVER (ORDER BY ${orderBy}) AS n
               FROM ${table.name} ${ALIAS} WHERE ${ALIAS}.company_id = $1 AND ${table.activeCondition} ORDER BY ${orderBy} LIMIT $2) s
         WHERE s.n % ${ANCHOR_SPACING} = 0`,
        [companyId, depth],
      );
      return { version: row.version ?? '', rows: row.anchors.map(([value, id]) => ({ value, id })) };
    };
    // Only a shortcut for later pages: if reading fails, they take the plain way.
    this.anchors.refresh(list, read).catch(() => undefined);
  }

  private sortExpression(sort: SortField): string {
    const column = this.table.column(sort.property);
    return sort.humanText ? `${column} COLLATE "und-x-icu"` : column;
  }

  /** Rows after the cursor's in the list's order: a row comparison the sort index answers directly. */
  private keyset(sort: SortField, order: string, cursor: ListCursor, bind: (value: unknown) => string): string {
    const after = order === 'ASC' ? '>' : '<';
    const column = this.table.column(sort.property);
    const id = `${bind(cursor.id)}::uuid`;
    if (cursor.value === null) return `(${column} IS NULL AND ${ALIAS}.id ${after} ${id})`;
    const value = `${bind(cursor.value)}::${this.table.sqlType(sort.property)}`;
    const comparison = `(${this.sortExpression(sort)}, ${ALIAS}.id) ${after} (${value}, ${id})`;
    return sort.nullable ? `(${comparison} OR ${column} IS NULL)` : comparison;
  }
}

function emptyPage<R>(query: CollectionListQuery): CollectionPage<R> {
  return { data: [], meta: { total: 0, page: query.page, limit: query.limit, totalPages: 0, nextCursor: null } };
}
