// `npm run -s examples`: records the reference's examples from real exchanges.
// Runs the integration specs below against a test stack with EXAMPLES_RECORD_DIR
// set (libs/testing/src/openapi/example-recorder.ts): every answer the tests get
// and every webhook delivery their companies receive is written down. Then it
// keeps, per operation, one request body and its success answer, one answer per
// declared error status and, per event, one delivery body, and writes
// tools/openapi/examples/examples.json, which `npm run openapi` reads.
// Values stay as recorded (ids, dates and names are those of the fixtures' records).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const { FRIENDLY_MESSAGES } = createRequire(import.meta.url)(join(root, 'apps/gateway/dist/modules/http/friendly-messages.js'));
const folder = join(root, 'tmp/examples-recording');
const target = join(import.meta.dirname, 'examples.json');

/** Credentials of the throwaway test companies: kept their prefix and length, the rest x (no scanner mistakes them for live ones). */
const CREDENTIALS = new Set(['secret', 'accessToken', 'companyToken', 'refreshToken']);

/** Specs whose exchanges cover every operation: the collection contracts, plus what lies outside collections. */
const SPECS = [
  'apps/people-crm/src/modules/collections-contract.integration-spec.ts',
  'apps/sales-contracts/src/modules/collections-contract.integration-spec.ts',
  'apps/finance/src/modules/collections-contract.integration-spec.ts',
  'apps/projects-hr/src/modules/collections-contract.integration-spec.ts',
  'apps/helpdesk/src/modules/collections-contract.integration-spec.ts',
  'apps/accounting/src/modules/collections-contract.integration-spec.ts',
  'apps/people-crm/src/modules/persons/persons.integration-spec.ts',
  'apps/accounting/src/modules/reports/reports.integration-spec.ts',
  'apps/webhooks/src/modules/deliveries/deliveries.integration-spec.ts',
  'apps/webhooks/src/modules/deliveries/test-event.integration-spec.ts',
  'apps/webhooks/src/modules/subscriptions/subscriptions.integration-spec.ts',
  'apps/gateway/src/modules/auth/auth.integration-spec.ts',
  'apps/gateway/src/modules/access/rate-limit.integration-spec.ts',
  'apps/gateway/src/modules/conditional/conditional-requests.integration-spec.ts',
  'apps/gateway/src/modules/idempotency/idempotency.integration-spec.ts',
  'apps/gateway/src/modules/proxy/http-edge.integration-spec.ts',
  'apps/gateway/src/modules/proxy/upstream.integration-spec.ts',
  'apps/gateway/src/modules/openapi/openapi.integration-spec.ts',
  // Events that only a domain's own rules emit (a stage change, a signature, a settlement, an expiry…).
  'apps/people-crm/src/modules/deals/deals.integration-spec.ts',
  'apps/sales-contracts/src/modules/signs/signs.integration-spec.ts',
  'apps/sales-contracts/src/modules/automations/automations.integration-spec.ts',
  'apps/sales-contracts/src/modules/contracts/contracts.integration-spec.ts',
  'apps/sales-contracts/src/modules/quotes/quotes.integration-spec.ts',
  'apps/finance/src/modules/financial-entries/financial-webhooks.integration-spec.ts',
  'apps/finance/src/modules/charges/charges.integration-spec.ts',
  'apps/finance/src/modules/measurements/billing.integration-spec.ts',
  'apps/finance/src/modules/purchase-orders/purchase-orders.integration-spec.ts',
  'apps/helpdesk/src/modules/tickets/ticket-webhooks.integration-spec.ts',
  'apps/helpdesk/src/modules/ticket-comments/ticket-comments.integration-spec.ts',
  'apps/projects-hr/src/modules/project-tasks/project-tasks.integration-spec.ts',
];

if (!process.argv.includes('--reduce-only')) {
  rmSync(folder, { recursive: true, force: true });
  const run = spawnSync('npx', ['jest', ...SPECS.filter((spec) => existsIn(spec))], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, EXAMPLES_RECORD_DIR: folder },
  });
  // A failing test still recorded real answers; say so and go on.
  if (run.status !== 0) process.stderr.write(`jest exited ${run.status}: the examples are taken from what was recorded\n`);
}

const exchanges = readdirSync(folder)
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line, masked)));
const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));

const operations = {};
let built = 0;
for (const item of Object.values(document.paths)) {
  for (const operation of Object.values(item)) {
    const own = exchanges.filter((exchange) => exchange.kind === 'answer' && exchange.operationId === operation.operationId);
    const example = { request: undefined, responses: {} };
    const successes = own.filter((exchange) => exchange.status < 300 && exchange.status in operation.responses && wanted(exchange.response));
    const withRequest = operation.requestBody ? successes.filter((exchange) => exchange.request !== undefined) : successes;
    const pool = withRequest.length ? withRequest : successes;
    // Money is `multipleOf: 0.01`; a linter checks that in binary floats, where 1234.56 / 0.01 is not whole. Prefer bodies it accepts.
    const lintable = pool.filter((exchange) => wholeCents(exchange.request) && wholeCents(exchange.response));
    const success = best(lintable.length ? lintable : pool, (exchange) => richness(exchange.request) + richness(exchange.response));
    if (success) {
      if (operation.requestBody && success.request !== undefined) example.request = success.request;
      if (success.response !== '' && success.response !== undefined)
        example.responses[success.status] = operation.operationId === 'openapiDocument' ? documentHead(success.response) : success.response;
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      if (Number(status) < 400) continue;
      const allowed = response.content?.['application/json']?.schema?.properties?.message?.enum ?? [];
      const fits = (exchange) => exchange.status === Number(status) && allowed.includes(exchange.response?.message);
      const candidates = own.filter(fits);
      const pool = candidates.length ? candidates : exchanges.filter((exchange) => exchange.kind === 'answer' && fits(exchange));
      // A 400 shows VALIDATION_ERROR with its errors[] where one was met.
      const chosen = best(
        pool,
        (exchange) =>
          (exchange.response.message === 'VALIDATION_ERROR' ? 100 : 0) +
          (Array.isArray(exchange.response.errors) ? 10 + Math.min(exchange.response.errors.length, 3) : 0),
      );
      if (chosen) example.responses[status] = chosen.response;
      else if (allowed.length) {
        example.responses[status] = builtError(own, Number(status), allowed[0]);
        built++;
      }
    }
    if (example.request !== undefined || Object.keys(example.responses).length) operations[operation.operationId] = example;
  }
}

const events = {};
let builtEvents = 0;
for (const event of Object.keys(document.webhooks ?? {}).sort()) {
  const delivery = best(
    exchanges.filter((exchange) => exchange.kind === 'delivery' && exchange.event === event),
    (exchange) => richness(exchange.body),
  );
  if (delivery) events[event] = delivery.body;
  else {
    // An update no test causes through the API (a task changes only when a name it copies does): the real delivery of
    // its record's creation, under this event's name.
    const sibling = best(
      exchanges.filter((exchange) => exchange.kind === 'delivery' && exchange.event === event.replace(/updated$/, 'created')),
      (exchange) => richness(exchange.body),
    );
    if (sibling && event.endsWith('updated')) {
      events[event] = { ...sibling.body, event };
      builtEvents++;
    }
  }
}

// Operations, statuses and events in name order; each body as the API wrote it.
const sortedOperations = Object.fromEntries(
  Object.keys(operations)
    .sort()
    .map((id) => [id, { ...operations[id], responses: sortedKeys(operations[id].responses) }]),
);
writeFileSync(target, `${JSON.stringify({ operations: sortedOperations, events }, null, 2)}\n`);
const withRequest = Object.values(operations).filter((example) => example.request !== undefined).length;
process.stdout.write(
  `wrote ${target}: ${Object.keys(operations).length} operations (${withRequest} with a request body), ${Object.keys(events).length} events; ` +
    `${built} error answers built from another real error answer (no test met that status), ` +
    `${builtEvents} events from the delivery of their record's creation\n`,
);

/**
 * An error no recorded test met (a 500, a 504 of this operation): a real error
 * answer of the operation (or of any), with the status, code and friendly
 * message of that error as the gateway writes them (friendly-messages.ts).
 */
function builtError(own, status, message) {
  const isError = (exchange) => exchange.kind === 'answer' && exchange.status >= 400 && exchange.response?.friendlyMessage;
  const real = best(own.filter(isError), () => 0) ?? best(exchanges.filter(isError), () => 0);
  const { errors: _errors, ...rest } = real.response;
  return { ...rest, statusCode: status, message, friendlyMessage: FRIENDLY_MESSAGES[message] };
}

/** GET /openapi.json answers this very document: its example is the document's head and its first operation. */
function documentHead(recorded) {
  const [path, item] = Object.entries(recorded.paths)[0];
  const [method, operation] = Object.entries(item)[0];
  return {
    openapi: recorded.openapi,
    info: { title: recorded.info.title, version: recorded.info.version },
    paths: { [path]: { [method]: { operationId: operation.operationId, summary: operation.summary } } },
  };
}

function existsIn(spec) {
  try {
    readFileSync(join(root, spec));
    return true;
  } catch {
    return false;
  }
}

function masked(key, value) {
  if (!CREDENTIALS.has(key) || typeof value !== 'string') return value;
  const prefix = /^(whsec_|cmp_|eyJ[^.]*\.)/.exec(value)?.[0] ?? '';
  return prefix + value.slice(prefix.length).replace(/[^.]/g, 'x');
}

/** A list answer with 1 to 3 records reads best; bigger pages are left for smaller ones. */
function wanted(body) {
  return !Array.isArray(body?.data) || (body.data.length >= 1 && body.data.length <= 3);
}

/** Every fractional number of the value divides by 0.01 to a whole number in floating point. */
function wholeCents(value) {
  if (typeof value === 'number') return Number.isInteger(value) || Number.isInteger(value / 0.01);
  if (value && typeof value === 'object') return Object.values(value).every(wholeCents);
  return true;
}

/** How much an example shows: its values that are set. */
function richness(value) {
  if (value === null || value === undefined || value === '') return 0;
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + richness(item), 0);
  if (typeof value === 'object') return Object.values(value).reduce((sum, item) => sum + richness(item), 0);
  return 1;
}

/** The highest score; among equals the shortest, then the first in text order, so a rerun over the same recording picks the same. */
function best(candidates, score) {
  const ranked = candidates
    .map((candidate) => ({ candidate, score: score(candidate), text: JSON.stringify(candidate) }))
    .sort((a, b) => b.score - a.score || a.text.length - b.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return ranked[0]?.candidate;
}

function sortedKeys(value) {
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );
}
