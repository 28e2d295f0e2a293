import type { EventName } from '../events/event-catalog';
import type { ServiceName } from '../routing/services';

/**
 * Service-to-service lookups, used to check a cross-service reference at
 * write time (ARCHITECTURE.md, principle 3).
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
 * Every collection other records may point to, its owner, and the events
 * that carry its name. Internal kinds without a route (deal stages,
 * company users) are here too.
 */
export const REFERENCE_OWNERS: Readonly<Record<string, ReferenceOwner>> = {
  persons: { service: 'people-crm', nameField: 'name', events: ['person.updated'] },
  products: { service: 'people-crm', nameField: 'name', events: ['product.updated'] },
  deals: { service: 'people-crm', nameField: 'title', events: ['deal.updated'] },
  'deal-pipelines': { service: 'people-crm', nameField: 'name', events: [] },
  'deal-stages': { service: 'people-crm', nameField: 'name', events: [] },
  'company-users': { service: 'iam', nameField: 'name', events: [] },
  'cost-centers': { service: 'accounting', nameField: 'name', events: [] },
  'business-units': { service: 'accounting', nameField: 'name', events: [] },
  'accounting-accounts': { service: 'accounting', nameField: 'name', events: [] },
  quotes: { service: 'sales-contracts', nameField: 'title', events: ['quote.updated', 'quote.expired'] },
  signs: { service: 'sales-contracts', nameField: 'title', events: ['sign.updated', 'sign.signed'] },
  contracts: { service: 'sales-contracts', nameField: 'title', events: ['contract.updated', 'contract.expired'] },
  'financial-categories': { service: 'finance', nameField: 'name', events: [] },
  'bank-accounts': { service: 'finance', nameField: 'bankName', events: [] },
  'financial-entries': { service: 'finance', nameField: 'title', events: ['financial.settled', 'financial.overdue'] },
  measurements: { service: 'finance', nameField: 'title', events: [] },
  'purchase-orders': { service: 'finance', nameField: 'title', events: ['purchase_order.updated'] },
  projects: { service: 'projects-hr', nameField: 'title', events: ['project.updated'] },
  'project-waves': { service: 'projects-hr', nameField: 'title', events: ['project.wave_updated'] },
  'project-epics': { service: 'projects-hr', nameField: 'title', events: ['project.epic_updated'] },
  'project-tasks': { service: 'projects-hr', nameField: 'title', events: ['project.task_updated'] },
  'timesheet-periods': { service: 'projects-hr', nameField: 'title', events: ['timesheet.period_updated'] },
  tickets: { service: 'helpdesk', nameField: 'title', events: ['ticket.updated', 'ticket.resolved'] },
};

/**
 * The collections of other services whose names each service of the
 * collection kit copies beside its references (those its declarations give a
 * `nameProperty`). Its name-copy consumers read these collections' events
 * and nothing else, and so may its NATS user (security/event-publishers.ts);
 * the service refuses to start when its declarations say otherwise.
 */
export const NAME_COPIES: Readonly<Partial<Record<ServiceName, readonly string[]>>> = {
  'people-crm': ['company-users'],
  'sales-contracts': [],
  finance: ['persons'],
  'projects-hr': ['company-users', 'business-units'],
  helpdesk: ['persons', 'company-users'],
  accounting: [],
};

export function referenceOwner(collection: string): ReferenceOwner | undefined {
  return Object.hasOwn(REFERENCE_OWNERS, collection) ? REFERENCE_OWNERS[collection] : undefined;
}
