import { ApiError, ErrorCode, EventName, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { EntityManager } from 'typeorm';
import { CollectionDeclaration, detailOf } from '../declaration/collection-declaration';
import { CollectionListQuery } from '../list/list-query';
import { CollectionPage } from '../list/list-statement';
import { SentQuery } from '../list/cursor-continuation';
import { ReferenceAsk, ResolvedReferences } from '../references/reference-checker';
import { CollectionStore } from '../store/collection-store';
import { CollectionKit } from './collection-kit';
import { createDefaults, entityValues } from '../fields/entity-values';
import { assignSent, sameRecord, sentFields } from './partial-update';

/** What a collection's rules receive inside a write's transaction. */
export interface WriteContext {
  caller: RequestContext;
  manager: EntityManager;
  /** The write's one clock: `createdAt`/`updatedAt` take it, and so should any time a rule stamps (`resolvedAt`, `signedAt`). */
  now: Date;
  /**
   * For a child whose write locks its parent (ParentRelation.locksParent):
   * the parent, locked and read before `check`; null when it is not visible.
   */
  parent?: object | null;
}

/** A generated code can lose a race with a client sending that very code; the create then retries. */
const CREATE_ATTEMPTS = 3;

/**
 * The operations of a declared collection, one implementation for all: get,
 * list, create, update (lock the row, apply only the sent fields, check,
 * write, emit; nothing when nothing changed) and deactivate, each write and
 * its event in one transaction. A collection extends it and writes only its
 * domain rules in the hooks: `build` (create input → columns), `apply`
 * (update input → entity), `check` (invariants over the whole record),
 * `afterWrite`, `onDeactivate`, `moreEvents`. What a parent derives from its
 * children and the children a deactivation takes along are declared
 * (ParentRelation, Derivation) and done by the kit's CollectionRelations.
 */
export abstract class CollectionService<T extends object, TCreate extends object = object, TUpdate extends object = object> {
  readonly store: CollectionStore<T>;

  constructor(
    protected readonly kit: CollectionKit,
    readonly declaration: CollectionDeclaration<T>,
  ) {
    this.store = kit.store(declaration, (companyId, id) => this.deactivate(companyId, id));
  }

  /** The record as get returns it and events carry it. */
  detail(entity: T): object {
    return detailOf(this.declaration, entity);
  }

  /** The record as create and update answer it. */
  private answer(entity: T): object {
    return this.declaration.writesAnswer === 'record' ? this.declaration.toRecord(entity) : this.detail(entity);
  }

  list(caller: RequestContext, query: CollectionListQuery, sent: SentQuery): Promise<CollectionPage<object>> {
    return this.store.lister.list(caller.companyId, query, this.declaration.toRecord, sent);
  }

  async get(caller: RequestContext, id: string): Promise<object> {
    return this.detail(await this.require(caller.companyId, id));
  }

  /** A visible record of the company, or RESOURCE_NOT_FOUND. */
  async require(companyId: string, id: string): Promise<T> {
    const found = await this.store.find(companyId, id);
    if (!found) throw ApiError.notFound();
    return found;
  }

  async create(caller: RequestContext, input: TCreate): Promise<object> {
    const { companyId } = caller;
    const now = new Date();
    const values = await this.build(input, caller);
    const entity = Object.assign(this.store.table.metadata.create() as T, values, { id: newId(), companyId, createdAt: now, updatedAt: now });
    if (this.store.table.deactivatable) Object.assign(entity, { isActive: true });
    const asks = this.referencesOf(entity);
    const remote = await this.kit.references.resolveRemote(companyId, asks);
    const clientCode = (entity as { code?: string }).code;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.kit.transaction(async (manager) => {
          this.setNames(entity, await this.kit.references.resolveLocal(manager, companyId, asks, remote));
          if (this.declaration.code && !clientCode) Object.assign(entity, { code: await this.nextCode(manager, companyId) });
          const parent = await this.kit.relations.lockParent(manager, this.declaration, entity, null);
          const context: WriteContext = { caller, manager, now, parent };
          await this.check(entity, context);
          await this.store.insert(manager, entity);
          await this.kit.relations.afterChildWrite(manager, now, this.declaration, parent, entity, null);
          await this.afterWrite(entity, context, null);
          await this.emit(manager, companyId, this.declaration.events?.created, entity);
          return this.answer(entity);
        });
      } catch (error) {
        const codeCollided = this.declaration.code?.clientMay && !clientCode && error instanceof ApiError && error.code === ErrorCode.DUPLICATE_ENTRY;
        if (!codeCollided || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async update(caller: RequestContext, id: string, input: TUpdate): Promise<object> {
    const { companyId } = caller;
    const sent = this.referencesOf(input as object);
    const remote = await this.kit.references.resolveRemote(companyId, sent);
    return this.kit.transaction(async (manager) => {
      const context: WriteContext = { caller, manager, now: new Date() };
      const entity = await this.store.lock(manager, companyId, id);
      if (!entity) throw ApiError.notFound();
      const before = { ...entity };
      const beforeDetail = this.detail(entity);
      await this.apply(entity, input, context);
      const changed = this.referencesOf(entity).filter((ask) => (before as Record<string, unknown>)[ask.field] !== ask.id);
      const late = await this.kit.references.resolveRemote(companyId, changed.filter((ask) => !remote.has(ask.field) && !this.kit.references.isLocal(ask.collection)));
      this.setNames(entity, await this.kit.references.resolveLocal(manager, companyId, changed, new Map([...remote, ...late])));
      this.clearNamesOfUnset(entity);
      context.parent = await this.kit.relations.lockParent(manager, this.declaration, entity, before);
      await this.check(entity, context);
      if (sameRecord(beforeDetail, this.detail(entity))) return this.answer(entity);
      Object.assign(entity, { updatedAt: context.now });
      await this.store.update(manager, entity);
      await this.kit.relations.afterChildWrite(manager, context.now, this.declaration, context.parent, entity, before);
      await this.afterWrite(entity, context, before);
      const detail = await this.emit(manager, companyId, this.declaration.events?.updated, entity);
      for (const event of this.moreEvents(entity, before)) await this.kit.outbox.append(manager, companyId, event, detail);
      return this.answer(entity);
    });
  }

  /** What the platform's screens do (operator `deactivate`): the record leaves lists and gives 404 from now on. */
  async deactivate(companyId: string, id: string): Promise<void> {
    await this.kit.transaction(async (manager) => {
      const entity = await this.store.lock(manager, companyId, id);
      if (!entity) throw ApiError.notFound('id', this.declaration.noun);
      const before = { ...entity };
      const now = new Date();
      Object.assign(entity, { isActive: false, updatedAt: now });
      const parent = await this.kit.relations.lockParent(manager, this.declaration, entity, before);
      await this.onDeactivate(entity, manager);
      await this.kit.relations.deactivateChildren(manager, this.declaration, entity);
      await this.store.update(manager, entity, { deactivating: true });
      // The parent's derivation reads its children after this one is written inactive: a quote's total drops the item.
      await this.kit.relations.afterChildWrite(manager, now, this.declaration, parent, entity, before);
      await this.emit(manager, companyId, this.declaration.events?.updated, entity);
    });
  }

  /** Recomputes what the collection derives from its children (Derivation), inside its own write (a quote's new discount). */
  protected rederive(entity: T, manager: EntityManager): Promise<void> {
    return this.kit.relations.rederive(manager, this.declaration as CollectionDeclaration, entity);
  }

  /**
   * Create input → the record's own columns (id, company, timestamps and isActive are the kit's): by default
   * the declared fields' defaults, then the sent values (entityValues: dates parsed, lists as sets).
   */
  protected build(input: TCreate, _caller: RequestContext): Partial<T> | Promise<Partial<T>> {
    const { fields } = this.declaration.contract;
    return (fields ? { ...createDefaults(fields), ...entityValues(fields, input) } : sentFields(input)) as unknown as Partial<T>;
  }

  /** Update input → the entity: by default the sent fields replace the old values. */
  protected apply(entity: T, input: TUpdate, _context: WriteContext): void | Promise<void> {
    const { fields } = this.declaration.contract;
    assignSent(entity, fields ? entityValues(fields, input) : input);
  }

  /** Invariants over the whole record after a create or an update; throw an ApiError to refuse. */
  protected check(_entity: T, _context: WriteContext): void | Promise<void> {
    return undefined;
  }

  /** Work that depends on the written record, in its transaction (a parent's total). `before` is null on create. */
  protected afterWrite(_entity: T, _context: WriteContext, _before: T | null): Promise<void> {
    return Promise.resolve();
  }

  protected onDeactivate(_entity: T, _manager: EntityManager): Promise<void> {
    return Promise.resolve();
  }

  /** Events an update emits besides `updated` (deal.stage_changed). */
  protected moreEvents(_entity: T, _before: T): EventName[] {
    return [];
  }

  private async emit(manager: EntityManager, companyId: string, event: EventName | undefined, entity: T): Promise<object> {
    const detail = this.detail(entity);
    if (event) await this.kit.outbox.append(manager, companyId, event, detail);
    return detail;
  }

  /** The declared references an object sets (non-null values only) that writes check. */
  private referencesOf(source: object): ReferenceAsk[] {
    return Object.entries(this.declaration.references ?? {}).flatMap(([field, reference]) => {
      if (reference.checked === false) return [];
      const id = (source as Record<string, unknown>)[field];
      return typeof id === 'string' ? [{ field, collection: reference.collection, id }] : [];
    });
  }

  private setNames(entity: T, resolved: ResolvedReferences): void {
    for (const [field, record] of resolved) {
      const nameProperty = this.declaration.references?.[field]?.nameProperty;
      if (nameProperty) Object.assign(entity, { [nameProperty]: record.name });
    }
  }

  /** A reference set to null takes its name with it (`assigneeId: null` → `assigneeName: null`). */
  private clearNamesOfUnset(entity: T): void {
    for (const [field, reference] of Object.entries(this.declaration.references ?? {})) {
      const id = (entity as Record<string, unknown>)[field];
      if ((id === null || id === undefined) && reference.nameProperty) Object.assign(entity, { [reference.nameProperty]: null });
    }
  }

  /** The next code of the company; when clients may send codes too, one no record carries yet. */
  private async nextCode(manager: EntityManager, companyId: string): Promise<string> {
    const { prefix, clientMay } = this.declaration.code as { prefix: string; clientMay?: boolean };
    for (;;) {
      const code = await this.kit.codes.next(manager, companyId, prefix);
      if (!clientMay || !(await this.store.exists(manager, companyId, 'code', code))) return code;
    }
  }
}
