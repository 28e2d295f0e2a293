/** The name copies of referenced records, in the service's own schema (search path). */
export const REFERENCE_NAMES_TABLE = 'reference_names';
/** The per-company row counters of the collections. */
export const COLLECTION_COUNTS_TABLE = 'collection_counts';

/**
 * DDL of the kit's tables, run by a service's migration (after
 * RUNTIME_TABLES_SQL). The entities in kit-entities.ts keep the schema
 * check in agreement.
 *
 * - `collection_counts`: the active rows of each collection per company, in
 *   a few stripes so concurrent writes of one company rarely wait for each
 *   other; the total is the sum of the stripes (exact, read in one index probe).
 * - `reference_names`: the name of each referenced record, with the
 *   `updatedAt` it was read at, so an older name never overwrites a newer one.
 */
export const COLLECTION_KIT_TABLES_SQL: readonly string[] = [
  `CREATE TABLE collection_counts (
     company_id uuid NOT NULL,
     collection text NOT NULL,
     stripe smallint NOT NULL,
     active_count bigint NOT NULL,
     CONSTRAINT collection_counts_pkey PRIMARY KEY (company_id, collection, stripe)
   )`,
  `CREATE TABLE reference_names (
     company_id uuid NOT NULL,
     collection text NOT NULL,
     id uuid NOT NULL,
     name text NOT NULL,
     version timestamptz NOT NULL,
     CONSTRAINT reference_names_pkey PRIMARY KEY (company_id, collection, id)
   )`,
];
