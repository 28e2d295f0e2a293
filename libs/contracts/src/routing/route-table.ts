import { COLLECTION_CONTRACTS } from '../collections';
import type { CollectionContract, CollectionOperation } from '../collections/collection-contract';
import { Feature } from '../domain/features';
import { scopeFor } from './scopes';
import { ServiceName } from '../domain/services';

export type { CollectionOperation } from '../collections/collection-contract';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP route of the external API, as the gateway routes it. */
export interface RouteDefinition {
  method: HttpMethod;
  /** Path under `/external/v1`, with `:name` parameters, e.g. `/persons/:id`. */
  path: string;
  /** NATS subject (before namespacing) the owning service answers on. */
  subject: string;
  service: ServiceName;
  collection: string;
  /** Plan feature required, or null where the collection is always on. */
  feature: Feature | null;
  scope: string;
  successStatus: 200 | 201 | 202;
  /** Offered beyond the spec (the OpenAPI document marks it `x-extension: true`). */
  extension?: boolean;
  /**
   * A write whose answer is a record a get reads again by the answer's `id`:
   * that get's subject, and the path parameter the id fills (the request's
   * own parameters fill the rest). An idempotent retry whose answer was too
   * large to keep is answered with that record as it is now.
   */
  readBack?: { subject: string; idParam: string };
  /** The answer holds a secret shown only once (a webhook's signing secret): kept for replay only encrypted. */
  answerCarriesSecret?: boolean;
  /** Costly to answer (the accounting reports): a company has fewer of these in flight (the gateway's REPORTS_IN_FLIGHT_PER_COMPANY). */
  expensive?: boolean;
}

interface ExtraRouteDeclaration {
  method: HttpMethod;
  path: string;
  subject: string;
  service: ServiceName;
  collection: string;
  feature: Feature | null;
  successStatus?: 200 | 201 | 202;
  readBack?: RouteDefinition['readBack'];
  answerCarriesSecret?: boolean;
  extension?: boolean;
  expensive?: boolean;
}

/** The accounting reports (spec: "GET only", no envelope): `GET /accounting-reports/<report>` → `api.accounting-reports.<report>`. */
export const ACCOUNTING_REPORTS = ['trial-balance', 'balance-sheet', 'general-ledger', 'account-statement', 'dashboard-summary'] as const;
export type AccountingReport = (typeof ACCOUNTING_REPORTS)[number];

export function reportSubject(report: AccountingReport): string {
  return `api.accounting-reports.${report}`;
}

/** Subjects of the webhook routes beyond the collection operations (delivery log and recovery). */
export const WebhookSubject = {
  deliveriesList: 'api.webhooks.deliveries.list',
  deliveriesGet: 'api.webhooks.deliveries.get',
  deliveriesResend: 'api.webhooks.deliveries.resend',
  replay: 'api.webhooks.replay',
  rotateSecret: 'api.webhooks.rotate-secret',
  test: 'api.webhooks.test',
} as const;

const webhookRoute = (
  method: HttpMethod,
  path: string,
  subject: string,
  answer: Pick<ExtraRouteDeclaration, 'successStatus' | 'readBack' | 'answerCarriesSecret' | 'extension'> = {},
): ExtraRouteDeclaration => ({
  method,
  path,
  subject,
  service: 'webhooks',
  collection: 'webhooks',
  feature: 'webhooks',
  // The delivery log, recovery, rotation and test event are all beyond the spec (docs/design/architecture-contract.md "Extensions", docs/webhooks.md).
  extension: true,
  ...answer,
});

/** Routes that are not one of the five collection operations. */
const EXTRA_ROUTES: readonly ExtraRouteDeclaration[] = [
  ...ACCOUNTING_REPORTS.map((report) => ({
    method: 'GET' as const,
    path: `/accounting-reports/${report}`,
    subject: reportSubject(report),
    service: 'accounting' as const,
    collection: 'accounting-reports',
    feature: 'accounting' as const,
    expensive: true,
  })),
  webhookRoute('GET', '/webhooks/:id/deliveries', WebhookSubject.deliveriesList),
  webhookRoute('GET', '/webhooks/:id/deliveries/:deliveryId', WebhookSubject.deliveriesGet),
  webhookRoute('POST', '/webhooks/:id/deliveries/:deliveryId/resend', WebhookSubject.deliveriesResend, {
    readBack: { subject: WebhookSubject.deliveriesGet, idParam: 'deliveryId' },
  }),
  // Neither answer is a record a get reads again; both are small and of a fixed shape.
  webhookRoute('POST', '/webhooks/:id/replay', WebhookSubject.replay),
  webhookRoute('POST', '/webhooks/:id/rotate-secret', WebhookSubject.rotateSecret, { successStatus: 200, answerCarriesSecret: true }),
  // 202: the test event is queued, its delivery is for the log to tell.
  webhookRoute('POST', '/webhooks/:id/test', WebhookSubject.test, { successStatus: 202 }),
];

const OPERATION_SHAPE: Record<CollectionOperation, { method: HttpMethod; withId: boolean; status: 200 | 201 }> = {
  list: { method: 'GET', withId: false, status: 200 },
  get: { method: 'GET', withId: true, status: 200 },
  create: { method: 'POST', withId: false, status: 201 },
  update: { method: 'PUT', withId: true, status: 200 },
  delete: { method: 'DELETE', withId: true, status: 200 },
};

/** The NATS subject of a collection operation, e.g. `api.persons.list`. */
export function collectionSubject(collection: string, operation: CollectionOperation): string {
  return `api.${collection}.${operation}`;
}

/**
 * The routes of one collection: an operation each of its contract entry
 * (libs/contracts/src/collections). A collection or operation not there
 * answers 404 ROUTE_NOT_FOUND.
 */
function expand(declaration: CollectionContract): RouteDefinition[] {
  const readable = declaration.operations.includes('get');
  return declaration.operations.map((operation) => {
    const shape = OPERATION_SHAPE[operation];
    const writesRecord = readable && (operation === 'create' || operation === 'update');
    return {
      method: shape.method,
      path: `/${declaration.collection}${shape.withId ? '/:id' : ''}`,
      subject: collectionSubject(declaration.collection, operation),
      service: declaration.service,
      collection: declaration.collection,
      feature: declaration.feature,
      scope: scopeFor(declaration.collection, shape.method === 'GET' ? 'read' : 'write'),
      successStatus: shape.status,
      ...(writesRecord ? { readBack: { subject: collectionSubject(declaration.collection, 'get'), idParam: 'id' } } : {}),
      ...(declaration.secretInAnswer?.includes(operation) ? { answerCarriesSecret: true } : {}),
      ...(declaration.extensionOperations?.includes(operation) ? { extension: true } : {}),
    };
  });
}

export const ROUTES: readonly RouteDefinition[] = [
  ...(COLLECTION_CONTRACTS as readonly CollectionContract[]).flatMap(expand),
  ...EXTRA_ROUTES.map((route) => ({
    ...route,
    scope: scopeFor(route.collection, route.method === 'GET' ? 'read' : 'write'),
    successStatus: route.successStatus ?? (route.method === 'POST' ? 201 : 200),
  })),
];

/** Every collection name that appears in a route (what scopes may name). */
export const COLLECTION_NAMES: ReadonlySet<string> = new Set(ROUTES.map((route) => route.collection));

/** The service owning a collection, for operator commands such as `deactivate`. */
export function serviceOfCollection(collection: string): ServiceName | undefined {
  return ROUTES.find((route) => route.collection === collection)?.service;
}
