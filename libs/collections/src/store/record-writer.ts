import { ApiError, ErrorCode, referenceOwner } from '@bizapi/contracts';
import { MONEY_MAX } from '@bizapi/conventions';
import { isNumericOverflow, uniqueViolation } from '@bizapi/runtime';
import { EntityManager } from 'typeorm';
import { nameCopiesCte, nameCopyCte } from '../references/name-copies';
import { counterChangeCte, counterChangeSql } from './row-counter';
import { RecordTable } from './record-table';

type Row = Record<string, unknown> & { id: string; companyId: string; updatedAt: Date };

/**
 * Inserts and updates of every collection, always keyed on (company_id, id).
 * One statement each: the row, the company's row counter (on insert and
 * deactivation) and, for a collection others reference, its name copy. A
 * unique violation becomes the declared DUPLICATE_ENTRY; columns PostgreSQL
 * computes come back into the entity.
 */
export class RecordWriter<T extends object> {
  /** The collection's own name copy, when others may reference it. */
  private readonly nameProperty?: string;
  /** Whether its rows are counted (declarations with `rowCounter: false` count rows at read time instead). */
  private readonly counted: boolean;

  constructor(private readonly table: RecordTable<T>) {
    const { declaration } = table;
    this.counted = declaration.rowCounter !== false;
    if (referenceOwner(declaration.collection)) this.nameProperty = declaration.nameProperty ?? 'name';
  }

  async insert(manager: EntityManager, entity: T): Promise<void> {
    const { table } = this;
    const values: unknown[] = [];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const ctes = [this.insertCte([entity], bind)];
    const row = entity as unknown as Row;
    if (this.counted && (!table.deactivatable || row.isActive)) {
      ctes.push(`counted AS (${counterChangeCte('written', bind(row.companyId), table.declaration.collection, 1)})`);
    }
    this.addNameCopy(ctes, row, bind);
    await this.run(manager, entity, `WITH ${ctes.join(', ')} SELECT * FROM written`, values);
  }

  /**
   * New records of one company in one statement (a seed's reference data):
   * the rows, the company's counter by the active ones, their name copies.
   * A record may reference one written before it in the list (a parent
   * before its children): foreign keys are checked when the statement ends.
   */
  async insertAll(manager: EntityManager, entities: readonly T[]): Promise<void> {
    if (entities.length === 0) return;
    const { table } = this;
    const companyId = (entities[0] as unknown as Row).companyId;
    if (entities.some((entity) => (entity as unknown as Row).companyId !== companyId)) throw new Error('insertAll: records of one company only');
    const values: unknown[] = [];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const ctes = [this.insertCte(entities, bind)];
    const { collection } = table.declaration;
    if (this.counted) {
      const counted = table.deactivatable ? '(SELECT 1 FROM written WHERE is_active) w' : 'written';
      ctes.push(`counted AS (${counterChangeSql(counted, bind(companyId), collection, 1)})`);
    }
    if (this.nameProperty) {
      const nameColumn = `w."${table.columnOf(this.nameProperty).databaseName}"`;
      ctes.push(`named AS (${nameCopiesCte('written', collection, nameColumn, 'w.updated_at')})`);
    }
    const written = await this.query(manager, `WITH ${ctes.join(', ')} SELECT * FROM written`, values);
    const byId = new Map(written.map((row) => [String(row.id), row]));
    for (const entity of entities) this.takeGenerated(entity, byId.get((entity as unknown as Row).id) as Record<string, unknown>);
  }

  /** Writes every column of the entity; `deactivating` also takes the row off the company's count. */
  async update(manager: EntityManager, entity: T, { deactivating = false } = {}): Promise<void> {
    const { table } = this;
    const values: unknown[] = [];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const row = entity as unknown as Row;
    const assignments = table.writableColumns
      .filter((column) => !column.isPrimary && column.propertyName !== 'companyId')
      .map((column) => `"${column.databaseName}" = ${bind(table.parameter(entity, column))}`)
      .join(', ');
    const company = bind(row.companyId);
    const ctes = [`written AS (UPDATE ${table.name} SET ${assignments} WHERE company_id = ${company} AND id = ${bind(row.id)} RETURNING *)`];
    if (deactivating && this.counted) ctes.push(`counted AS (${counterChangeCte('written', company, table.declaration.collection, -1)})`);
    this.addNameCopy(ctes, row, bind);
    await this.run(manager, entity, `WITH ${ctes.join(', ')} SELECT * FROM written`, values);
  }

  private addNameCopy(ctes: string[], row: Row, bind: (value: unknown) => string): void {
    if (!this.nameProperty) return;
    const name = row[this.nameProperty];
    ctes.push(`named AS (${nameCopyCte('written', bind(row.companyId), this.table.declaration.collection, bind(String(name)), bind(row.updatedAt))})`);
  }

  /** `written AS (INSERT … RETURNING *)` of the entities' rows; a property left undefined takes the column's default, as TypeORM's own insert does. */
  private insertCte(entities: readonly T[], bind: (value: unknown) => string): string {
    const { table } = this;
    const columns = table.writableColumns.map((column) => `"${column.databaseName}"`).join(', ');
    const rows = entities.map(
      (entity) =>
        `(${table.writableColumns.map((column) => (column.getEntityValue(entity) === undefined ? 'DEFAULT' : bind(table.parameter(entity, column)))).join(', ')})`,
    );
    return `written AS (INSERT INTO ${table.name} (${columns}) VALUES ${rows.join(', ')} RETURNING *)`;
  }

  private async run(manager: EntityManager, entity: T, sql: string, values: unknown[]): Promise<void> {
    const [written] = await this.query(manager, sql, values);
    if (!written) throw ApiError.notFound();
    this.takeGenerated(entity, written);
  }

  /** Runs a write, its unique and range violations answered as the declared domain errors. */
  private async query(manager: EntityManager, sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
    try {
      return (await manager.query(sql, values)) as Record<string, unknown>[];
    } catch (error) {
      throw this.domainError(error) ?? error;
    }
  }

  /** The columns PostgreSQL computed, from the written row into the entity. */
  private takeGenerated(entity: T, writtenRow: Record<string, unknown>): void {
    const written = this.table.hydrate(writtenRow);
    for (const column of this.table.generatedColumns) column.setEntityValue(entity, column.getEntityValue(written));
  }

  private domainError(error: unknown): ApiError | undefined {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) {
      const duplicate = this.table.declaration.unique?.[constraint];
      return new ApiError(ErrorCode.DUPLICATE_ENTRY, duplicate ? [duplicate] : undefined);
    }
    if (isNumericOverflow(error)) {
      const [computed] = this.table.generatedColumns;
      return ApiError.validation(computed?.propertyName ?? 'amount', `the computed amount must not exceed ${MONEY_MAX}`);
    }
    return undefined;
  }
}
