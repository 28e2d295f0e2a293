import { COLLECTION_COUNTS_TABLE } from '../database/kit-tables.sql';

/** Stripes per company and collection: concurrent writes pick one at random, so they seldom wait for one row. */
export const COUNTER_STRIPES = 8;

/**
 * A data-modifying CTE that adds `delta` to the company's counter of the
 * collection, when the statement's `source` CTE produced a row. Written in
 * the same statement as the change, so the count moves exactly when the
 * row does (and rolls back with it).
 */
export function counterChangeCte(source: string, companyParameter: string, collection: string, delta: 1 | -1): string {
  const stripe = Math.floor(Math.random() * COUNTER_STRIPES);
  return `INSERT INTO ${COLLECTION_COUNTS_TABLE} (company_id, collection, stripe, active_count)
     SELECT ${companyParameter}, '${collection}', ${stripe}, ${delta} FROM ${source}
     ON CONFLICT (company_id, collection, stripe) DO UPDATE SET active_count = ${COLLECTION_COUNTS_TABLE}.active_count + ${delta}`;
}

/** A statement that takes the rows `source` produced (any number) off the company's counter of the collection, or adds them (`sign` 1). */
export function counterChangeSql(source: string, companyParameter: string, collection: string, sign: 1 | -1 = -1): string {
  const stripe = Math.floor(Math.random() * COUNTER_STRIPES);
  return `INSERT INTO ${COLLECTION_COUNTS_TABLE} (company_id, collection, stripe, active_count)
     SELECT ${companyParameter}, '${collection}', ${stripe}, ${sign === 1 ? '' : '-'}count(*) FROM ${source} HAVING count(*) > 0
     ON CONFLICT (company_id, collection, stripe) DO UPDATE SET active_count = ${COLLECTION_COUNTS_TABLE}.active_count + EXCLUDED.active_count`;
}
