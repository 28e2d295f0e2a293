import { SERVICES, ServiceName } from '../domain/services';

/**
 * Every process of the system that connects to NATS: each has a NATS user
 * of its own (and, where it uses Redis, a Redis ACL user). A domain service's
 * process has the service's name; the gateway hosts the `iam` service; the
 * company panel (web pages) calls the operator contract for its people and
 * answers its own operator subjects (`admin.panel.*`).
 */
export const PROCESSES = [
  'gateway',
  'admin-cli',
  'panel',
  'people-crm',
  'accounting',
  'sales-contracts',
  'finance',
  'projects-hr',
  'helpdesk',
  'webhooks',
] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** The services whose requests a process answers. */
export function servicesHostedBy(process: ProcessName): ServiceName[] {
  if (process === 'gateway') return ['iam'];
  if (process === 'admin-cli' || process === 'panel') return [];
  return SERVICES.filter((service) => service === process);
}

/** Processes that use Redis: the gateway (rate limits, idempotency, key cache), webhooks (BullMQ, delivery slots) and the panel (its sign-in throttle). */
export const REDIS_PROCESSES: readonly ProcessName[] = ['gateway', 'webhooks', 'panel'];

/** The user name of a process on NATS and Redis: namespaced, so parallel systems on one server never share a user. */
export function credentialUser(process: ProcessName, namespace: string): string {
  return namespace ? `bizapi-${namespace}-${process}` : `bizapi-${process}`;
}

/** The environment variable a cluster's NATS/Redis server reads a process's password from (`NATS_PASSWORD_PEOPLE_CRM`). */
export function passwordVariable(kind: 'NATS' | 'REDIS', process: ProcessName): string {
  return `${kind}_PASSWORD_${process.toUpperCase().replace(/-/g, '_')}`;
}
