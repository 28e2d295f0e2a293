/** Injection token of the loaded WebhooksEnv. */
export const WEBHOOKS_ENV = Symbol('WEBHOOKS_ENV');
