import {
  ApiError,
  ErrorCode,
  FieldError,
  InternalSubject,
  ReferenceCheck,
  ReferenceCheckResult,
  ReferencedRecord,
  ServiceName,
  referenceOwner,
} from '@bizapi/contracts';
import { NatsRpcClient, isId } from '@bizapi/runtime';
import { EntityManager } from 'typeorm';
import { CollectionRegistry } from '../service/collection-registry';
import { NAME_COPIES_UPSERT_SQL } from './name-copies';

/** One reference a write sets: `personId` → a `persons` record. */
export interface ReferenceAsk {
  field: string;
  collection: string;
  id: string;
}

/** Found records by field. */
export type ResolvedReferences = Map<string, ReferencedRecord>;

/**
 * Checks the references a write sets, the one way for every collection:
 * records of this service are read in the write's transaction and held
 * (FOR KEY SHARE) until it commits, so a deactivation cannot slip in between;
 * records of other services are asked of their owner in one request per
 * service, before the transaction opens (no lock is held during a network
 * call), and their names are copied. A reference to a record that does not
 * exist, is inactive or belongs to another company is 400 VALIDATION_ERROR
 * naming the field.
 */
export class ReferenceChecker {
  constructor(
    private readonly service: ServiceName,
    private readonly registry: CollectionRegistry,
    private readonly rpc: NatsRpcClient,
  ) {}

  isLocal(collection: string): boolean {
    return referenceOwner(collection)?.service === this.service;
  }

  /** Asks the owners of the remote references; throws for those that are not found. */
  async resolveRemote(companyId: string, asks: ReferenceAsk[]): Promise<ResolvedReferences> {
    const remote = asks.filter((ask) => !this.isLocal(ask.collection));
    const byService = new Map<ServiceName, ReferenceAsk[]>();
    for (const ask of remote) {
      const owner = referenceOwner(ask.collection);
      if (!owner) throw new Error(`no owner of ${ask.collection} in REFERENCE_OWNERS`);
      byService.set(owner.service, [...(byService.get(owner.service) ?? []), ask]);
    }
    const answers = await Promise.all(
      [...byService].map(([service, group]) => {
        const valid = group.filter((ask) => isId(ask.id));
        if (!valid.length) return { records: [] } as ReferenceCheckResult;
        const check: ReferenceCheck = { companyId, references: valid.map(({ collection, id }) => ({ collection, id })) };
        return this.rpc.request<ReferenceCheckResult>(InternalSubject.referencesCheck(service), check);
      }),
    );
    return matchAnswers(remote, answers.flatMap((answer) => answer.records));
  }

  /** Checks this service's references under lock and copies the remote ones' names, inside the write's transaction. */
  async resolveLocal(manager: EntityManager, companyId: string, asks: ReferenceAsk[], remote: ResolvedReferences): Promise<ResolvedReferences> {
    const local = asks.filter((ask) => this.isLocal(ask.collection));
    const records = await this.findLocal(manager, companyId, local, true);
    const resolved = matchAnswers(local, records);
    const copies = asks.filter((ask) => !this.isLocal(ask.collection)).map((ask) => remote.get(ask.field) as ReferencedRecord);
    await saveNameCopies(manager, companyId, copies);
    for (const [field, record] of remote) if (asks.some((ask) => ask.field === field)) resolved.set(field, record);
    return resolved;
  }

  /** What the service's reference subject answers: its visible records among those asked. */
  async answer(manager: EntityManager, check: ReferenceCheck): Promise<ReferenceCheckResult> {
    const asks = check.references.filter((reference) => this.isLocal(reference.collection) && isId(reference.id));
    return { records: await this.findLocal(manager, check.companyId, asks.map((ask) => ({ ...ask, field: ask.id })), false) };
  }

  private async findLocal(manager: EntityManager, companyId: string, asks: ReferenceAsk[], lock: boolean): Promise<ReferencedRecord[]> {
    const byCollection = new Map<string, string[]>();
    for (const ask of asks) byCollection.set(ask.collection, [...(byCollection.get(ask.collection) ?? []), ask.id]);
    // One statement at a time: inside a transaction they share one connection.
    const found: ReferencedRecord[][] = [];
    for (const [collection, ids] of byCollection) {
      const store = this.registry.store(collection);
      const rows = store ? await store.namesOf(manager, companyId, ids, { lock }) : [];
      found.push(rows.map((row) => ({ collection, id: row.id, name: row.name, version: new Date(row.version).toISOString() })));
    }
    return found.flat();
  }
}

/** Copies names of other services' records; the newest version wins. */
export function saveNameCopies(manager: EntityManager, companyId: string, records: ReferencedRecord[]): Promise<void> {
  return saveCompanyNameCopies(manager, records.map((record) => ({ companyId, record })));
}

/** Name copies of any companies in one statement (a batch of events); within it, too, the newest version wins. */
export async function saveCompanyNameCopies(manager: EntityManager, copies: { companyId: string; record: ReferencedRecord }[]): Promise<void> {
  const newest = new Map<string, { companyId: string; record: ReferencedRecord }>();
  for (const copy of copies) {
    const key = `${copy.companyId}/${copy.record.collection}/${copy.record.id.toLowerCase()}`;
    const kept = newest.get(key);
    if (!kept || Date.parse(kept.record.version) < Date.parse(copy.record.version)) newest.set(key, copy);
  }
  const unique = [...newest.values()];
  if (!unique.length) return;
  await manager.query(NAME_COPIES_UPSERT_SQL, [
    unique.map((copy) => copy.companyId),
    unique.map((copy) => copy.record.collection),
    unique.map((copy) => copy.record.id),
    unique.map((copy) => copy.record.name),
    unique.map((copy) => copy.record.version),
  ]);
}

function matchAnswers(asks: ReferenceAsk[], records: ReferencedRecord[]): ResolvedReferences {
  const found = new Map(records.map((record) => [`${record.collection}/${record.id.toLowerCase()}`, record]));
  const resolved: ResolvedReferences = new Map();
  const errors: FieldError[] = [];
  for (const ask of asks) {
    const record = isId(ask.id) ? found.get(`${ask.collection}/${ask.id.toLowerCase()}`) : undefined;
    if (record) resolved.set(ask.field, record);
    else errors.push({ field: ask.field, message: `${ask.field} must be the id of an active record of ${ask.collection} of the company` });
  }
  if (errors.length) throw new ApiError(ErrorCode.VALIDATION_ERROR, errors);
  return resolved;
}
