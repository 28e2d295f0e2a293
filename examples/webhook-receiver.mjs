// A webhook receiver in a few lines (README "Quick start", docs/webhooks.md).
//
//   WEBHOOK_SECRET=whsec_… PORT=4000 node examples/webhook-receiver.mjs
//
// Listens on 127.0.0.1:PORT (default 4000), verifies each delivery's signature
// over its raw body with @bizapi/client's verifyWebhook, answers 200 at once
// (the API waits 5 s for it, then retries), and handles each event once:
// deliveries are at least once, so a repeated event id is acknowledged and skipped.
import { createServer } from 'node:http';
import { WebhookVerificationError, verifyWebhook } from '@bizapi/client';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('set WEBHOOK_SECRET to the secret POST /webhooks answered (whsec_…)');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 4000);

/** Event ids already handled, oldest first; a bounded memory (a real receiver keeps them in its database). */
const seen = new Set();
const SEEN_MAX = 10_000;

function handle(event) {
  // The slow work of a real integration goes here, after the answer (or into a queue of its own).
  const what = event.event === 'webhook.test' ? `subscription ${event.data.subscriptionId}` : (event.data.name ?? event.data.id);
  console.log(`verified ${event.event} ${event.id} ${what}`);
}

const server = createServer((request, response) => {
  if (request.method !== 'POST') return response.writeHead(405, { allow: 'POST' }).end();
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let event;
    try {
      // The raw bytes, before any JSON parsing: a re-serialized body would not verify.
      event = verifyWebhook(secret, request.headers, Buffer.concat(chunks));
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      console.error(`refused a delivery: ${error.reason} (${error.message})`);
      return response.writeHead(401).end();
    }
    response.writeHead(200).end('ok');
    if (seen.has(event.id)) return console.log(`duplicate ${event.event} ${event.id}, already handled`);
    seen.add(event.id);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value);
    handle(event);
  });
});

server.listen(port, '127.0.0.1', () => console.log(`listening on http://localhost:${port}/webhooks`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // the API keeps its connections open between deliveries
  });
}
