import { ApiError, ListEnvelope } from '@bizapi/contracts';
import { parseApiDate } from '@bizapi/conventions';
import { postgresErrorCode, preparedQuery } from '@bizapi/runtime';
import { DataSource } from 'typeorm';
import { SortField, sortFieldsOf } from '../declaration/collection-declaration';
import { COLLECTION_COUNTS_TABLE } from '../database/kit-tables.sql';
import { ALIAS, RecordTable } from '../store/record-table';
import { CollectionListQuery } from './list-query';
import { ListCursor, decodeCursor, encodeCursor, invalidCursor, listFingerprint } from './cursor';

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly table: RecordTable<T>,
  ) {}

  async list<R>(companyId: string, query: CollectionListQuery, toRecord: (entity: T) => R, sentPage: boolean): Promise<CollectionPage<R>> {
    if (query.cursor !== undefined && sentPage) throw ApiError.validation('cursor', 'send either cursor or page, not both');
    const { table } = this;
    const values: unknown[] = [companyId];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const column = (property: string) => table.column(property);
    const conditions = [`${ALIAS}.company_id = $1`, table.activeCondition];

    const filters: Record<string, unknown> = {};
    for (const [name, filter] of Object.entries(table.declaration.filters ?? {})) {
      const value = query[name];
      if (value === undefined) continue;
      filters[name] = value;
      const condition = filter.where(String(value), bind, column);
      if (condition === null) return emptyPage(query);
      conditions.push(condition);
    }
    if (query.updatedSince !== undefined) {
      filters.updatedSince = query.updatedSince;
      conditions.push(`${ALIAS}.updated_at >= ${bind(parseApiDate(query.updatedSince))}`);
    }
    const isFiltered = conditions.length > 2 || table.declaration.rowCounter === false;
    const countSql = isFiltered
      ? `SELECT count(*) FROM ${table.name} ${ALIAS} WHERE ${conditions.join(' AND ')}`
      : `SELECT coalesce(sum(active_count), 0) FROM ${COLLECTION_COUNTS_TABLE} WHERE company_id = $1 AND collection = '${table.declaration.collection}'`;
    const countValues = [...values];

    const sort = sortFieldsOf(table.declaration)[query.orderBy];
    const fingerprint = listFingerprint([companyId, table.declaration.collection, query.orderBy, query.order, filters]);
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, fingerprint);
    if (cursor) conditions.push(this.keyset(sort, query.order, cursor, bind));

    const sortKey = this.sortExpression(sort);
    const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
    const orderBy = `${sortKey} ${direction}${sort.nullable ? ' NULLS LAST' : ''}, ${ALIAS}.id ${direction}`;
    const offset = cursor ? 0 : (query.page - 1) * query.limit;
    const where = conditions.join(' AND ');
    // The total rides in the page's own statement (an uncorrelated subquery runs once): one round trip per list.
    const select = `SELECT ${table.selectList}, (${table.column(sort.property)})::text AS "__sortValue", (${countSql})::bigint AS "__total" FROM ${table.name} ${ALIAS}`;
    const window = `ORDER BY ${orderBy} LIMIT ${bind(query.limit + 1)} OFFSET ${bind(offset)}`;
    const sql =
      offset < DEFERRED_OFFSET
        ? `${select} WHERE ${where} ${window}`
        : `${select} WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id IN (SELECT ${ALIAS}.id FROM ${table.name} ${ALIAS} WHERE ${where} ${window}) ORDER BY ${orderBy}`;
    const rows = await preparedQuery<Record<string, unknown>>(this.dataSource, sql, values).catch((error: unknown) => {
      // A cursor's value is cast to the sort column's type: one a client altered may not be a value of it.
      throw cursor && postgresErrorCode(error)?.startsWith('22') ? invalidCursor() : error;
    });
    // Past the last page the statement has no row to carry the total: count on its own.
    const total = rows.length ? Number(rows[0].__total) : Number((await preparedQuery<{ n: string }>(this.dataSource, `SELECT (${countSql})::bigint AS n`, countValues))[0].n);

    const shown = rows.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const page = cursor ? cursor.page : query.page;
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor({ value: (last.__sortValue as string | null) ?? null, id: String(last.id), page: page + 1, fingerprint })
        : null;
    return {
      data: shown.map((row) => toRecord(table.hydrate(row))),
      meta: { total, page, limit: query.limit, totalPages: Math.ceil(total / query.limit), nextCursor },
    };
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
