import type { webhooks } from './generated/api-types.js';

/** Every event name the API delivers (`person.created`, `deal.stage_changed`…), from the document's `webhooks`. */
export type WebhookEventName = keyof webhooks & string;

type DeliveryBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/**
 * The body of a delivery: `{id, event, timestamp, data}`, with `data` the
 * record as its `GET` returns it. Without a name, the union of every event,
 * told apart by `event`:
 *
 *   const event = verifyWebhook(secret, headers, rawBody);
 *   if (event.event === 'person.created') event.data.name; // a PersonDetail
 */
export type WebhookEvent<Name extends WebhookEventName = WebhookEventName> = {
  [Event in Name]: DeliveryBody<webhooks[Event]['post']>;
}[Name];
