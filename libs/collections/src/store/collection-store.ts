import { isId } from '@bizapi/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { CollectionDeclaration } from '../declaration/collection-declaration';
import { CollectionLister } from '../list/list-statement';
import { IdLookup } from './id-lookup';
import { ALIAS, RecordTable } from './record-table';
import { RecordWriter } from './record-writer';
import { counterChangeSql } from './row-counter';

/**
 * Everything that reads or writes one declared collection's table: the one
 * way to get by id, list, lock for a read-modify-write, insert and update.
 * Every statement is scoped to a company and sees visible (active) records only.
 */
export class CollectionStore<T extends object> {
  readonly table: RecordTable<T>;
  private readonly lookup: IdLookup<T>;
  readonly lister: CollectionLister<T>;
  readonly writer: RecordWriter<T>;

  constructor(
    readonly dataSource: DataSource,
    readonly declaration: CollectionDeclaration<T>,
  ) {
    this.table = new RecordTable(dataSource, declaration);
    this.lookup = new IdLookup(dataSource, this.table);
    this.lister = new CollectionLister(dataSource, this.table);
    this.writer = new RecordWriter(this.table);
  }

  /** The visible record, or null (batched with the other gets of the same event-loop turn). */
  find(companyId: string, id: string): Promise<T | null> {
    return this.lookup.find(companyId, id);
  }

  /**
   * The visible record, locked until `manager`'s transaction ends, for a
   * read-modify-write. `forChildren`: FOR NO KEY UPDATE, the lock a child's
   * write takes on its parent: it conflicts with itself, so the writers of one
   * parent's children take turns, but not with the FOR KEY SHARE that a
   * child's reference check and foreign key hold on the parent, which
   * FOR UPDATE would turn into deadlocks between two children.
   */
  async lock(manager: EntityManager, companyId: string, id: string, { forChildren = false } = {}): Promise<T | null> {
    if (!isId(id)) return null;
    const { table } = this;
    const rows = (await manager.query(
      `SELECT ${table.selectList} FROM ${table.name} ${ALIAS}
       WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id = $2 AND ${table.activeCondition} FOR ${forChildren ? 'NO KEY UPDATE' : 'UPDATE'} OF ${ALIAS}`,
      [companyId, id],
    )) as Record<string, unknown>[];
    return rows[0] ? table.hydrate(rows[0]) : null;
  }

  /**
   * One aggregate over the company's visible records whose `property` is
   * `value` (a parent's children): `expression` by column name, run in a
   * statement of its own, so under the parent's lock it sees every child
   * committed by the writers that held the lock before.
   */
  async aggregate<V>(manager: EntityManager, companyId: string, property: string, value: string, expression: string): Promise<V> {
    const { table } = this;
    const [row] = (await manager.query(
      `SELECT ${expression} AS value FROM ${table.name} ${ALIAS} WHERE ${ALIAS}.company_id = $1 AND ${table.column(property)} = $2 AND ${table.activeCondition}`,
      [companyId, value],
    )) as { value: V }[];
    return row.value;
  }

  /**
   * Records among `ids` (of `companyId`, when given) as the API shows them,
   * read in `manager`'s transaction after a write of them (an automation's
   * batch, for its events): in the order of their ids, active or not.
   */
  async readMany(manager: EntityManager, ids: string[], companyId?: string): Promise<T[]> {
    const { table } = this;
    const rows = (await manager.query(
      `SELECT ${table.selectList} FROM ${table.name} ${ALIAS}
       WHERE ${ALIAS}.id = ANY($1::uuid[])${companyId === undefined ? '' : ` AND ${ALIAS}.company_id = $2`} ORDER BY ${ALIAS}.id`,
      companyId === undefined ? [ids] : [ids, companyId],
    )) as Record<string, unknown>[];
    return rows.map((row) => table.hydrate(row));
  }

  /** Visible records of the company among `ids` with their name and `updatedAt`; `lock` holds them (FOR KEY SHARE: a deactivation waits, other writes do not) until the transaction ends. */
  async namesOf(
    manager: EntityManager,
    companyId: string,
    ids: string[],
    { lock = false } = {},
  ): Promise<{ id: string; name: string; version: Date }[]> {
    const { table } = this;
    const name = table.column(this.declaration.nameProperty ?? 'name');
    return (await manager.query(
      `SELECT ${ALIAS}.id, ${name} AS name, ${ALIAS}.updated_at AS version FROM ${table.name} ${ALIAS}
       WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id = ANY($2::uuid[]) AND ${table.activeCondition}${lock ? ` FOR KEY SHARE OF ${ALIAS}` : ''}`,
      [companyId, ids.filter(isId)],
    )) as { id: string; name: string; version: Date }[];
  }

  insert(manager: EntityManager, entity: T): Promise<void> {
    return this.writer.insert(manager, entity);
  }

  /** New records of one company in one statement (see RecordWriter.insertAll). */
  insertAll(manager: EntityManager, entities: readonly T[]): Promise<void> {
    return this.writer.insertAll(manager, entities);
  }

  update(manager: EntityManager, entity: T, options?: { deactivating?: boolean }): Promise<void> {
    return this.writer.update(manager, entity, options);
  }

  /**
   * Deactivates every visible record of the company whose `property` is `value`
   * (the items of a deactivated deal), taking them off the row counter in the
   * same statement. Emits nothing: the caller's own event says what happened.
   */
  async deactivateWhere(manager: EntityManager, companyId: string, property: string, value: unknown): Promise<void> {
    const { table } = this;
    await manager.query(
      `WITH written AS (
         UPDATE ${table.name} ${ALIAS} SET is_active = false, updated_at = now()
         WHERE ${ALIAS}.company_id = $1 AND ${table.column(property)} = $2 AND ${ALIAS}.is_active RETURNING ${ALIAS}.id
       )
       ${counterChangeSql('written', '$1', this.declaration.collection)}`,
      [companyId, value],
    );
  }

  /** Whether any record of the company, visible or not, has this value in `property` (for generated codes). */
  async exists(manager: EntityManager, companyId: string, property: string, value: unknown): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM ${this.table.name} ${ALIAS} WHERE ${ALIAS}.company_id = $1 AND ${this.table.column(property)} = $2 LIMIT 1`,
      [companyId, value],
    )) as unknown[];
    return rows.length > 0;
  }
}
