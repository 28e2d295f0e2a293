/**
 * The DDL every collection's table shares, for migrations: its record
 * columns (TenantRecord / DeactivatableRecord), the `(company_id, id)` key
 * references point at, and the two list indexes (ListIndexes on the entity).
 *
 * Migrations are history: once released, a migration must create the same
 * schema forever. So these helpers are frozen like a migration: a table that
 * needs another shape says so in its own migration, and a new shape is a new
 * helper, never an edit of these. The schema check of every service
 * (`schemaDrift`) proves the entities and these agree.
 */

export interface RecordColumnsOptions {
  /** `is_active` (DeactivatableRecord); false for TenantRecord. */
  deactivatable?: boolean;
}

/** `id`, `company_id`, [`is_active`], `created_at`, `updated_at`, and the `<table>_company_id_key` constraint's columns. */
export function recordColumnsSql({ deactivatable = true }: RecordColumnsOptions = {}): string {
  return [
    'id uuid PRIMARY KEY',
    'company_id uuid NOT NULL',
    ...(deactivatable ? ['is_active boolean NOT NULL DEFAULT true'] : []),
    'created_at timestamptz NOT NULL DEFAULT now()',
    'updated_at timestamptz NOT NULL DEFAULT now()',
  ].join(',\n         ');
}

/** The key composite foreign keys of the schema reference: `(company_id, id)`, named `<table>_company_id_key`. */
export function companyKeySql(table: string): string {
  return `CONSTRAINT ${table}_company_id_key UNIQUE (company_id, id)`;
}

export interface ListIndexesOptions {
  /** The indexes' name prefix, when not the table's name. */
  prefix?: string;
  /** Partial on `is_active` (lists show active records only); false for tables without it. */
  activeOnly?: boolean;
}

/** Lists of every collection: newest or oldest first, and by last change (incremental sync). */
export function listIndexesSql(table: string, { prefix = table, activeOnly = true }: ListIndexesOptions = {}): string[] {
  const where = activeOnly ? ' WHERE is_active' : '';
  return [
    `CREATE INDEX ${prefix}_company_created_idx ON ${table} (company_id, created_at, id)${where}`,
    `CREATE INDEX ${prefix}_company_updated_idx ON ${table} (company_id, updated_at, id)${where}`,
  ];
}
