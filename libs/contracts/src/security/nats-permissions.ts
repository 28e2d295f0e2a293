import { AUTOMATED_SERVICES, AdminSubject, PANEL_OPERATOR_CALLS, SEEDED_SERVICES } from '../admin/admin-contract';
import { InternalSubject, REFERENCE_OWNERS } from '../admin/internal-contract';
import { EVENTS_SUBJECT_ROOT, eventsStreamName } from '../events/domain-event';
import { namespaced } from '../messaging/namespace';
import { PROGRESS_TOKEN } from '../messaging/request-progress';
import { ROUTES } from '../routing/route-table';
import { ServiceName } from '../domain/services';
import { collectionKitServices, consumerFilter, eventConsumersOf, eventFamiliesOf, legacyNameCopyConsumer } from './event-publishers';
import { ProcessName, servicesHostedBy } from './processes';

/** What one process may publish and subscribe to on NATS, every subject under the namespace. */
export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
  /** May answer the requests it receives (a one-off right to publish on each request's reply subject). */
  allowResponses: boolean;
}

const unique = (subjects: string[]) => [...new Set(subjects)].sort();

/**
 * The reply-inbox prefix of a process: its requests' replies (its own and
 * JetStream's) come to subjects under it, and no other process may read them.
 */
export function inboxPrefix(process: ProcessName, namespace: string): string {
  return `_INBOX.${namespace ? `${namespace}.` : ''}${process}`;
}

/**
 * The progress subjects of requests in any process's inbox
 * (`<inbox prefix>.<nuid>.<token>.progress`, request-inbox.ts): a service
 * working on a request says there that it is alive. Nothing else listens on
 * subjects of that shape, so the most another's forged progress can do is
 * keep a request waiting until its timeout, as it would without progress.
 */
export function progressSubjects(namespace: string): string {
  return `${inboxPrefix('*' as ProcessName, namespace)}.*.*.${PROGRESS_TOKEN}`;
}

/** Collections (as routed) of a service: it answers `api.<collection>.>`. */
function collectionsOf(service: ServiceName): string[] {
  return unique(ROUTES.filter((route) => route.service === service).map((route) => route.collection));
}

/**
 * The collections the company panel manages for its signed-in people, on the
 * owning service's own subjects with the person's company as the caller (as
 * the gateway forwards the API's requests): the webhook subscriptions.
 */
export const PANEL_COLLECTIONS = ['webhooks'] as const;

/** Every operator subject, from the admin contract: only the operator CLI may call them all (the panel calls PANEL_OPERATOR_CALLS). */
export function adminSubjects(): string[] {
  const deactivated = unique(ROUTES.map((route) => route.service)) as ServiceName[];
  return unique([
    ...(Object.values(AdminSubject) as unknown[]).filter(
      (subject): subject is string => typeof subject === 'string' && (subject.startsWith('admin.iam.') || subject.startsWith('admin.panel.')),
    ),
    AdminSubject.chargesReceive,
    ...SEEDED_SERVICES.map(AdminSubject.seed),
    ...deactivated.map(AdminSubject.deactivate),
    ...AUTOMATED_SERVICES.map(AdminSubject.automationsRun),
  ]);
}

/** Services whose records others point to: a domain service may ask them to check references. */
function referenceOwners(): ServiceName[] {
  return unique(Object.values(REFERENCE_OWNERS).map((owner) => owner.service)) as ServiceName[];
}

/**
 * JetStream API subjects for the events stream only: account info (the
 * client's check), the stream's info and creation (whichever process starts
 * first creates it), and per durable consumer of its own: its creation with
 * its one filter (the filter is part of the subject, and nats-server refuses
 * a config whose filter differs, so no other filter can be set), its info
 * and pulls. A service of the collection kit may also look up and delete its
 * legacy consumer. Nothing may purge, read messages directly, or touch
 * another's consumer.
 *
 * Acknowledgements are not granted here: each delivered event carries its
 * ack subject as reply, and a process that answers requests (every process
 * with a consumer) gets a one-off right on each reply it receives
 * (allow_responses, max 1): its ack, nak or term is that one response, so
 * it may acknowledge only what it was handed, once. Granted as well, the
 * one-off right was never used and nats-server (before 2.10.24) kept every
 * delivery's right for its 2 minutes and, past 4,096 of them, scanned them
 * all on each event delivered: nats-server's CPU per event grew with the
 * run (docs/benchmarks-history.md, "NATS"; tools/bench/nats-consumer-cost.mjs).
 */
function jetStreamSubjects(process: ProcessName, namespace: string): string[] {
  const stream = eventsStreamName(namespace);
  const consumers = eventConsumersOf(process);
  const hosted = servicesHostedBy(process);
  const acksByResponse = answersRequests(process);
  const publishesEvents = hosted.some((service) => eventFamiliesOf(service).length > 0);
  const legacy = hosted.filter((service) => collectionKitServices().includes(service)).map(legacyNameCopyConsumer);
  if (!consumers.length && !publishesEvents && !legacy.length) return [];
  return [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.CREATE.${stream}`,
    // EVENTS_STREAM_REPLICAS and EVENTS_STREAM_MAX_BYTES are applied at start (events-stream.ts).
    `$JS.API.STREAM.UPDATE.${stream}`,
    ...consumers.flatMap((consumer) => [
      `$JS.API.CONSUMER.CREATE.${stream}.${consumer.durable}.${consumerFilter(consumer, namespace)}`,
      `$JS.API.CONSUMER.INFO.${stream}.${consumer.durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${consumer.durable}`,
      ...(acksByResponse ? [] : [`$JS.ACK.${stream}.${consumer.durable}.>`]),
    ]),
    ...legacy.flatMap((durable) => [`$JS.API.CONSUMER.INFO.${stream}.${durable}`, `$JS.API.CONSUMER.DELETE.${stream}.${durable}`]),
  ];
}

/**
 * The NATS permissions of a process, computed from the contracts (route
 * table, admin and internal contracts, event publishers) so they cannot
 * drift from the code:
 * - the gateway calls the routed `api.<collection>.>` subjects and answers
 *   `iam`'s operator and reference subjects;
 * - the operator CLI calls the admin subjects and nothing else;
 * - the panel calls the operator subjects of its people (PANEL_OPERATOR_CALLS)
 *   and its collections' API subjects (PANEL_COLLECTIONS), and answers
 *   `admin.panel.>`;
 * - a domain service answers its own collections, `admin.<service>.>` and
 *   its reference check, calls other services' reference checks, publishes
 *   only its own event families, and reads only the events its consumers
 *   filter (event-publishers.ts);
 * - every process subscribes to its own reply inbox only; a process that
 *   answers requests may also say, on a request's progress subject, that it
 *   is still working on it.
 */
export function natsPermissions(process: ProcessName, namespace: string): NatsPermissions {
  const ns = (subject: string) => (subject.startsWith('$JS.') ? subject : namespaced(namespace, subject));
  const hosted = servicesHostedBy(process);
  const subscribe = [
    ...hosted.flatMap((service) => [
      ...collectionsOf(service).map((collection) => `api.${collection}.>`),
      `admin.${service}.>`,
      InternalSubject.referencesCheck(service),
    ]),
  ];
  const publish: string[] = [];
  if (process === 'gateway') publish.push(...unique(ROUTES.map((route) => `api.${route.collection}.>`)));
  if (process === 'admin-cli') publish.push(...adminSubjects());
  if (process === 'panel') {
    publish.push(...PANEL_OPERATOR_CALLS, ...PANEL_COLLECTIONS.map((collection) => `api.${collection}.>`));
    subscribe.push(`${PANEL_OPERATOR_ROOT}.>`);
  }
  for (const service of hosted.filter((name) => name !== 'iam')) {
    publish.push(
      ...referenceOwners()
        .filter((owner) => owner !== service)
        .map(InternalSubject.referencesCheck),
    );
    publish.push(...eventFamiliesOf(service).map((family) => `${EVENTS_SUBJECT_ROOT}.${family}.*`));
  }
  publish.push(...jetStreamSubjects(process, namespace));
  const progress = answersRequests(process) ? [progressSubjects(namespace)] : [];
  return {
    // The inbox prefix is namespaced already.
    publish: unique([...publish.map(ns), ...progress]),
    // The inbox prefix is namespaced already.
    subscribe: [...unique(subscribe.map(ns)), `${inboxPrefix(process, namespace)}.>`],
    allowResponses: answersRequests(process),
  };
}

/** The operator subjects the panel answers (`panel:invite`). */
const PANEL_OPERATOR_ROOT = 'admin.panel';

/** A process that hosts a service (or the panel) answers requests: it may publish one response on each reply subject it receives. */
function answersRequests(process: ProcessName): boolean {
  return servicesHostedBy(process).length > 0 || process === 'panel';
}
