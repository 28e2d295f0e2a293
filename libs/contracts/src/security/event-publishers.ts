import { EVENT_FAMILIES, EventName } from '../events/event-catalog';
import { ServiceName } from '../routing/services';

/**
 * The service that publishes each event family (its outbox): NATS lets a
 * service publish only its own families. event-publishers.spec.ts checks it
 * against the routes the event catalog names.
 */
export const EVENT_FAMILY_PUBLISHERS: Readonly<Record<string, ServiceName>> = {
  person: 'people-crm',
  deal: 'people-crm',
  product: 'people-crm',
  quote: 'sales-contracts',
  sign: 'sales-contracts',
  contract: 'sales-contracts',
  financial: 'finance',
  charge: 'finance',
  measurement: 'finance',
  invoice: 'finance',
  provisioning: 'finance',
  purchase_order: 'finance',
  project: 'projects-hr',
  employee_profile: 'projects-hr',
  timesheet: 'projects-hr',
  ticket: 'helpdesk',
  journal_entry: 'accounting',
};

export function eventFamily(event: EventName | string): string {
  return event.slice(0, event.indexOf('.'));
}

/** The event families a service publishes. */
export function eventFamiliesOf(service: ServiceName): string[] {
  return EVENT_FAMILIES.filter((family) => EVENT_FAMILY_PUBLISHERS[family] === service);
}

/**
 * Durable JetStream consumers on the events stream, by process: each may
 * create, read and acknowledge only its own. Every domain service may keep
 * name copies (`<service>-name-copies`).
 */
export const EVENT_CONSUMERS = {
  accountingSettlements: 'accounting-settlements',
  webhooksIntake: 'webhooks-intake',
  nameCopies: (service: ServiceName) => `${service}-name-copies`,
} as const;
