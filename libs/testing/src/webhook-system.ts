import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, startDedicatedStack } from './dedicated-stack';
import { Tenant, createTenant } from './tenants';
import { WebhookReceiver } from './webhook-receiver';

/** A dedicated gateway + people-crm + webhooks, one company on it, and a local receiver for its webhooks. */
export interface WebhookSystem {
  stack: DedicatedStack;
  admin: AdminClient;
  tenant: Tenant;
  receiver: WebhookReceiver;
  stop(): Promise<void>;
}

/**
 * What the webhook specs that need a system of their own (traces, metrics,
 * log hygiene) all start: `env` adds to the stack's settings (the receiver's
 * `http://` URL is always allowed).
 */
export async function startWebhookSystem(env: Record<string, string> = {}): Promise<WebhookSystem> {
  const stack = await startDedicatedStack({
    apps: ['gateway', 'people-crm', 'webhooks'],
    env: { WEBHOOK_ALLOW_INSECURE_URLS: 'true', ...env },
  });
  const admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
  const tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
  const receiver = await WebhookReceiver.start();
  return {
    stack,
    admin,
    tenant,
    receiver,
    async stop() {
      await receiver.close();
      await admin.close();
      await stack.stop();
    },
  };
}
