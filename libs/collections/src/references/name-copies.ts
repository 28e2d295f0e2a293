import { REFERENCE_NAMES_TABLE } from '../database/kit-tables.sql';

/**
 * The upsert of one name copy, as a data-modifying CTE over `source` (or a
 * plain statement with `source` = a one-row VALUES): the copy only moves
 * forward, so a name read at an older `updatedAt` never replaces a newer one,
 * whatever order events and checks arrive in.
 */
export function nameCopyCte(source: string, company: string, collection: string, name: string, version: string): string {
  return `INSERT INTO ${REFERENCE_NAMES_TABLE} AS copy (company_id, collection, id, name, version)
     SELECT ${company}, '${collection}', ${source}.id, ${name}, ${version} FROM ${source}
     ON CONFLICT (company_id, collection, id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
     WHERE copy.version < EXCLUDED.version`;
}

/** Like nameCopyCte, for every row of `source` (aliased `w` in the column expressions): the name read from the row itself. */
export function nameCopiesCte(source: string, collection: string, nameColumn: string, updatedAtColumn: string): string {
  return `INSERT INTO ${REFERENCE_NAMES_TABLE} AS copy (company_id, collection, id, name, version)
     SELECT w.company_id, '${collection}', w.id, ${nameColumn}::text, ${updatedAtColumn} FROM ${source} w
     ON CONFLICT (company_id, collection, id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
     WHERE copy.version < EXCLUDED.version`;
}

/** Upserts name copies of records of other services (from a reference check or an event), newest wins. */
export const NAME_COPIES_UPSERT_SQL = `INSERT INTO ${REFERENCE_NAMES_TABLE} AS copy (company_id, collection, id, name, version)
   SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::timestamptz[])
   ON CONFLICT (company_id, collection, id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
   WHERE copy.version < EXCLUDED.version`;
