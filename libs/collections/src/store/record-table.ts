import { hydrateEntity } from '@bizapi/runtime';
import { DataSource, EntityMetadata } from 'typeorm';
import { CollectionDeclaration } from '../declaration/collection-declaration';
import { REFERENCE_NAMES_TABLE } from '../database/kit-tables.sql';

type ColumnMetadata = EntityMetadata['columns'][number];

/** The alias of the collection's table in every statement the kit writes. */
export const ALIAS = 't';

/**
 * A declared collection's table as SQL sees it: its qualified name, the
 * column of each property, the select list (every column, and the name of
 * each reference from the name copies), and rows turned back into entities.
 */
export class RecordTable<T extends object> {
  readonly metadata: EntityMetadata;
  readonly name: string;
  readonly selectList: string;
  /** The select list of a list's rows: without the columns of `detailOnly` properties. */
  readonly listSelectList: string;
  /** Columns a write sends: all but those PostgreSQL computes. */
  readonly writableColumns: ColumnMetadata[];
  readonly generatedColumns: ColumnMetadata[];
  /** `t.is_active`, or `true` for a collection without it. */
  readonly activeCondition: string;
  readonly deactivatable: boolean;
  /** Properties a row carries beside its columns: reference names (null when unknown) and computed values. */
  private readonly nameProperties: string[];
  private readonly computedProperties: string[];

  constructor(
    private readonly dataSource: DataSource,
    readonly declaration: CollectionDeclaration<T>,
  ) {
    this.metadata = dataSource.getMetadata(declaration.entity);
    const schema = this.metadata.schema ?? (dataSource.options as { schema?: string }).schema;
    this.name = schema ? `"${schema}"."${this.metadata.tableName}"` : `"${this.metadata.tableName}"`;
    this.generatedColumns = this.metadata.columns.filter((column) => column.generatedType);
    this.writableColumns = this.metadata.columns.filter((column) => !column.generatedType);
    this.deactivatable = this.metadata.columns.some((column) => column.propertyName === 'isActive');
    this.activeCondition = this.deactivatable && !declaration.inactiveVisible ? `${ALIAS}.is_active` : 'true';
    const names = Object.entries(declaration.references ?? {})
      .filter(([, reference]) => reference.nameProperty)
      .map(
        ([property, reference]) =>
          `(SELECT n.name FROM ${REFERENCE_NAMES_TABLE} n WHERE n.company_id = ${ALIAS}.company_id` +
          ` AND n.collection = '${reference.collection}' AND n.id = ${this.column(property)}) AS "${reference.nameProperty}"`,
      );
    this.nameProperties = Object.values(declaration.references ?? {}).flatMap((reference) => (reference.nameProperty ? [reference.nameProperty] : []));
    this.computedProperties = Object.keys(declaration.computed ?? {});
    const computed = Object.entries(declaration.computed ?? {}).map(([property, sql]) => `(${sql}) AS "${property}"`);
    const select = (columns: ColumnMetadata[]) => [...columns.map((column) => `${ALIAS}."${column.databaseName}"`), ...names, ...computed].join(', ');
    this.selectList = select(this.metadata.columns);
    const detailOnly = new Set((declaration.detailOnly ?? []).map((property) => this.columnOf(property).propertyName));
    this.listSelectList = select(this.metadata.columns.filter((column) => !detailOnly.has(column.propertyName)));
  }

  /** `t."person_id"` for `personId`; throws for a property that is not a column (a declaration error). */
  column(property: string): string {
    return `${ALIAS}."${this.columnOf(property).databaseName}"`;
  }

  columnOf(property: string): ColumnMetadata {
    const column = this.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.declaration.collection}: ${property} is not a column of ${this.metadata.tableName}`);
    return column;
  }

  /** PostgreSQL type of a property's column, for casting parameters (`timestamptz`, `numeric`, `text`). */
  sqlType(property: string): string {
    const column = this.columnOf(property);
    return column.isArray ? `${String(column.type)}[]` : String(column.type);
  }

  /** A row of the select list as the entity, reference names included. */
  hydrate(row: Record<string, unknown>): T {
    const entity = hydrateEntity<T>(this.dataSource, this.metadata, row) as Record<string, unknown>;
    for (const property of this.nameProperties) entity[property] = row[property] ?? null;
    for (const property of this.computedProperties) entity[property] = row[property];
    return entity as T;
  }

  /** A property's value as a statement parameter (column transformers applied). */
  parameter(entity: T, column: ColumnMetadata): unknown {
    return this.dataSource.driver.preparePersistentValue(column.getEntityValue(entity), column);
  }
}
