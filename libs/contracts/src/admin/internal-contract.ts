import { COLLECTION_CONTRACTS } from '../collections';
import type { CollectionContract } from '../collections/collection-contract';
import type { EventName } from '../events/event-catalog';
import type { ServiceName } from '../domain/services';

/**
 * Service-to-service lookups, used to check a cross-service reference at
 * write time (docs/design/architecture-contract.md, principle 3).
 */
export const InternalSubject = {
  /** data: {@link ReferenceCheck} -> {@link ReferenceCheckResult}: the one reference subject of each service. */
  referencesCheck: (service: ServiceName) => `internal.${service}.references.check`,
} as const;

/** Records another service points to, checked in one request per owning service. */
export interface ReferenceCheck {
  companyId: string;
  references: { collection: string; id: string }[];
}

/** The active records of the company among those asked; a record absent here does not exist for that company. */
export interface ReferenceCheckResult {
  records: ReferencedRecord[];
}

export interface ReferencedRecord {
  collection: string;
  id: string;
  /** The name shown beside a reference (`personName`, `dealTitle`…). */
  name: string;
  /** The record's `updatedAt` (ISO 8601): name copies never go back to an older one. */
  version: string;
}

export interface ReferenceOwner {
  service: ServiceName;
  /** Field of the owner's event data that holds the name. */
  nameField: string;
  /**
   * Events whose data is the record (with `id`, `updatedAt` and the name
   * field) and that may carry a changed name: they keep name copies fresh.
   * Never a creation: a copy is made by the reference check, which reads the
   * record once it exists, so a creation's name is never newer than a copy.
   */
  events: readonly EventName[];
}

/**
 * Every collection other records may point to (its contract entry has a
 * `reference`), its owner, and the events that carry its name. Internal
 * kinds without a route (deal stages, company users) are here too.
 */
export const REFERENCE_OWNERS: Readonly<Record<string, ReferenceOwner>> = Object.fromEntries(
  (COLLECTION_CONTRACTS as readonly CollectionContract[]).flatMap((contract) =>
    contract.reference
      ? [
          [
            contract.collection,
            {
              service: contract.service,
              nameField: contract.reference.nameField,
              events: Object.entries(contract.events ?? {}).flatMap(([event, declared]) => (declared.renames ? [event as EventName] : [])),
            },
          ],
        ]
      : [],
  ),
);

/**
 * The collections of other services whose names each service of the
 * collection kit copies beside its references (those its declarations give a
 * `nameProperty`), from the entries' `reference.namesCopiedBy`. Its name-copy
 * consumers read these collections' events and nothing else, and so may its
 * NATS user (security/event-publishers.ts); the service refuses to start when
 * its declarations say otherwise. Every service of the kit has a key.
 */
export const NAME_COPIES: Readonly<Partial<Record<ServiceName, readonly string[]>>> = Object.fromEntries(
  kitServices().map((service) => [
    service,
    (COLLECTION_CONTRACTS as readonly CollectionContract[])
      .filter((contract) => contract.reference?.namesCopiedBy?.includes(service))
      .map((contract) => contract.collection),
  ]),
);

/** The services whose collections the collection kit writes: those of a routed entry not marked `kit: false`. */
function kitServices(): ServiceName[] {
  const routed = (COLLECTION_CONTRACTS as readonly CollectionContract[]).filter((contract) => contract.operations.length && contract.kit !== false);
  return [...new Set(routed.map((contract) => contract.service))];
}

export function referenceOwner(collection: string): ReferenceOwner | undefined {
  return Object.hasOwn(REFERENCE_OWNERS, collection) ? REFERENCE_OWNERS[collection] : undefined;
}
