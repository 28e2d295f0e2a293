import { RpcRequest, WebhookSubject, collectionSubject } from '@bizapi/contracts';
import { AdminClient, NatsRpcClient } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { PanelViewer } from '../sessions/panel-sessions.service';

export interface Subscription {
  id: string;
  url: string;
  events: string[];
  description: string;
  isActive: boolean;
  deactivationReason: string | null;
  consecutiveFailures: number;
  createdAt: string;
  updatedAt: string;
  secret?: string;
}

export interface DeliveryAttempt {
  attemptNumber: number;
  attemptedAt: string;
  durationMs: number;
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
  responseExcerpt: string | null;
}

export interface Delivery {
  id: string;
  eventId: string;
  event: string;
  origin: string;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attempts: DeliveryAttempt[];
}

export interface Page<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; totalPages: number };
}

/** The filters of the delivery log, as the webhooks service takes them (strings, as from a query string). */
export interface DeliveryFilters {
  status?: string;
  event?: string;
  createdFrom?: string;
  createdTo?: string;
  page?: string;
}

/**
 * The webhooks service's subscription and delivery-log operations, over the
 * same NATS subjects the gateway's proxy forwards /external/v1/webhooks to,
 * with the signed-in user's company as the caller: the service owns the
 * rules (URL policy, caps, replay bounds) and its tenancy, the panel repeats
 * none of them.
 */
@Injectable()
export class PanelWebhooksClient {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly operator: AdminClient,
  ) {}

  /** Whether the company's plan has webhooks (as the proxy's FEATURE_NOT_ENABLED check), from iam's record of the company. */
  async enabled(viewer: PanelViewer): Promise<boolean> {
    return (await this.operator.getCompany(viewer.companyId)).features.includes('webhooks');
  }

  list(viewer: PanelViewer): Promise<Page<Subscription>> {
    return this.call(viewer, collectionSubject('webhooks', 'list'), { query: { limit: '100' } });
  }

  get(viewer: PanelViewer, id: string): Promise<Subscription> {
    return this.call(viewer, collectionSubject('webhooks', 'get'), { params: { id } });
  }

  create(viewer: PanelViewer, body: { url: string; events: string[]; description: string }): Promise<Subscription & { secret: string }> {
    return this.call(viewer, collectionSubject('webhooks', 'create'), { body });
  }

  update(viewer: PanelViewer, id: string, body: Partial<Pick<Subscription, 'url' | 'events' | 'description' | 'isActive'>>): Promise<Subscription> {
    return this.call(viewer, collectionSubject('webhooks', 'update'), { params: { id }, body });
  }

  rotateSecret(viewer: PanelViewer, id: string): Promise<{ id: string; secret: string; previousSecretExpiresAt: string }> {
    return this.call(viewer, WebhookSubject.rotateSecret, { params: { id }, body: {} });
  }

  sendTest(viewer: PanelViewer, id: string): Promise<{ deliveryId: string }> {
    return this.call(viewer, WebhookSubject.test, { params: { id }, body: {} });
  }

  deliveries(viewer: PanelViewer, id: string, filters: DeliveryFilters): Promise<Page<Delivery>> {
    const query = Object.fromEntries(Object.entries({ ...filters, limit: '20' }).filter(([, value]) => value));
    return this.call(viewer, WebhookSubject.deliveriesList, { params: { id }, query });
  }

  resend(viewer: PanelViewer, id: string, deliveryId: string): Promise<Delivery> {
    return this.call(viewer, WebhookSubject.deliveriesResend, { params: { id, deliveryId }, body: {} });
  }

  replay(viewer: PanelViewer, id: string, range: { from: string; to: string }): Promise<{ deliveriesCreated: number }> {
    return this.call(viewer, WebhookSubject.replay, { params: { id }, body: range });
  }

  private call<T>(viewer: PanelViewer, subject: string, parts: Partial<Pick<RpcRequest, 'params' | 'query' | 'body'>>): Promise<T> {
    const message: RpcRequest = {
      // The panel acts for the signed-in user; it holds no API key, which the services never need to know.
      ctx: { companyId: viewer.companyId, userId: viewer.userId, apiKeyId: 'panel', requestId: viewer.requestId },
      params: parts.params ?? {},
      query: parts.query ?? {},
      body: parts.body,
    };
    return this.rpc.request<T>(subject, message);
  }
}
