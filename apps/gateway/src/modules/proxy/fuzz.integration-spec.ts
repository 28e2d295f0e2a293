import { ROUTES, RouteDefinition } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { ApiResponse, DedicatedStack, Tenant, createTenant, startDedicatedStack } from '@bizapi/testing';
import fc from 'fast-check';
import { Pick, VALID_BODIES, requestArbitrary } from '../../testing/fuzz-requests';

/**
 * Generated requests across every route of the route table, through the
 * gateway as a client would send them: bodies made of the spec's field names
 * with values of every JSON type (enumeration values, dates valid and not,
 * ids of real records and of none, huge and negative numbers, nested
 * objects), query strings of the same, malformed JSON and odd ids in paths.
 * Nothing may answer 5xx, every refusal carries the spec's error body, and a
 * refused write writes nothing. Seeded, so a failure replays.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CONCURRENCY = 8;
/** Only the routes whose path matches (for a local run on part of the system), e.g. FUZZ_ROUTES='^/(persons|leads)'. */
const ROUTE_FILTER = new RegExp(process.env.FUZZ_ROUTES ?? '');
const FUZZED_ROUTES = ROUTES.filter((route) => ROUTE_FILTER.test(route.path));

/** Collections whose records change through writes to other collections (totals, progress, balances, delivery state). */
const DERIVED = new Set([
  'quotes',
  'purchase-orders',
  'projects',
  'timesheet-periods',
  'deals',
  'tickets',
  'bank-accounts',
  'financial-entries',
  'charges',
  'webhooks',
  'contracts',
]);
/** Lists that grow without a create on their own route. */
const GROWS_BY_OTHERS = new Set([
  'charges',
  'financial-entries',
  'accounting-journal-entries',
  'accounting-journal-entry-lines',
  'ticket-comments',
]);

describe('fuzzing every route through the gateway', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;
  const knownIds: Map<string, string[]> = new Map();
  let pick: Pick;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      env: {
        RATE_LIMIT_PER_MINUTE: '10000000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        WEBHOOK_ALLOW_INSECURE_URLS: 'true',
      },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl });
    knownIds.set('company-users', [tenant.user.id]);
    for (const route of listRoutes()) {
      const page = await tenant.api.get(`${route.path}?limit=5`);
      knownIds.set(
        route.collection,
        (page.body?.data ?? []).map((record: { id: string }) => record.id),
      );
    }
    pick = (collection) => knownIds.get(collection)?.[0] ?? '00000000-0000-0000-0000-000000000000';
    for (const [collection, body] of VALID_BODIES.filter(([name]) => ROUTE_FILTER.test(`/${name}`))) {
      const created = await tenant.api.post(`/${collection}`, body(pick));
      expect({
        collection,
        status: created.status,
        body: created.body,
      }).toMatchObject({ collection, status: 201 });
      knownIds.set(collection, [created.body.id, ...(knownIds.get(collection) ?? [])]);
    }
  }, 180_000);

  afterAll(async () => {
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  it(`answers ${RUNS} generated requests with no 5xx, the spec's error body on every refusal, and no write from a refused one`, async () => {
    const ids = [...knownIds.values()].flat();
    const requests = fc.sample(requestArbitrary(FUZZED_ROUTES, ids, pick), {
      numRuns: RUNS,
      seed: SEED,
    });
    const totalsBefore = await listTotals(tenant);
    const recordsBefore = await snapshot(tenant, knownIds);

    const failures: string[] = [];
    const created = new Map<string, number>();
    const updatedPaths = new Set<string>();
    const statuses = new Map<number, number>();
    await forEachConcurrently(requests, CONCURRENCY, async (sent) => {
      const response = await tenant.api.request(sent.method, sent.path, sent.raw !== undefined ? { raw: sent.raw } : { body: sent.body });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problem = problemWith(response);
      if (problem)
        failures.push(
          `${sent.method} ${sent.path} ${sent.raw ?? JSON.stringify(sent.body)} → ${response.status} ${JSON.stringify(response.body)}: ${problem}`,
        );
      if (response.status < 300 && sent.method === 'POST' && sent.route.path === `/${sent.route.collection}`) {
        const rows = sent.route.collection === 'financial-entries' ? Number(response.body.totalInstallments ?? 1) : 1;
        created.set(sent.route.collection, (created.get(sent.route.collection) ?? 0) + rows);
      }
      if (response.status < 300 && sent.method !== 'GET') updatedPaths.add(sent.path);
    });

    expect(failures.slice(0, 20)).toEqual([]);
    // Not vacuous: some generated writes are accepted, most requests are refused for a reason.
    expect([...created.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    if (process.env.FUZZ_REPORT)
      process.stderr.write(
        `fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}, created: ${JSON.stringify(Object.fromEntries(created))}\n`,
      );
    const totalsAfter = await listTotals(tenant);
    for (const [collection, before] of totalsBefore) {
      if (GROWS_BY_OTHERS.has(collection)) continue;
      expect({ collection, total: totalsAfter.get(collection) }).toEqual({
        collection,
        total: before + (created.get(collection) ?? 0),
      });
    }
    const recordsAfter = await snapshot(tenant, knownIds);
    for (const [path, before] of recordsBefore) {
      const collection = path.split('/')[1];
      if (updatedPaths.has(path) || DERIVED.has(collection)) continue;
      expect({ path, record: recordsAfter.get(path) }).toEqual({
        path,
        record: before,
      });
    }
  }, 900_000);
});

/** What is wrong with a response, if anything. */
function problemWith(response: ApiResponse): string | undefined {
  if (response.status >= 500) return 'server error';
  if (response.status < 400) return undefined;
  const body = response.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return 'error without a JSON body';
  if (body.statusCode !== response.status) return 'statusCode differs from the status';
  if (typeof body.message !== 'string' || typeof body.friendlyMessage !== 'string' || typeof body.requestId !== 'string') {
    return 'error body without message, friendlyMessage or requestId';
  }
  if (body.errors !== undefined && !Array.isArray(body.errors)) return 'errors is not a list';
  return undefined;
}

function listRoutes(): RouteDefinition[] {
  return FUZZED_ROUTES.filter(
    (route) => route.method === 'GET' && route.path === `/${route.collection}` && route.collection !== 'accounting-reports',
  );
}

async function listTotals(tenant: Tenant): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const route of listRoutes()) {
    const page = await tenant.api.get(`${route.path}?limit=1`);
    expect({ path: route.path, status: page.status }).toEqual({
      path: route.path,
      status: 200,
    });
    totals.set(route.collection, page.body.meta?.total ?? page.body.data?.length ?? 0);
  }
  return totals;
}

async function snapshot(tenant: Tenant, knownIds: Map<string, string[]>): Promise<Map<string, unknown>> {
  const records = new Map<string, unknown>();
  for (const [collection, ids] of knownIds) {
    if (!ROUTES.some((route) => route.collection === collection && route.path === `/${collection}/:id` && route.method === 'GET')) continue;
    for (const id of ids) records.set(`/${collection}/${id}`, (await tenant.api.get(`/${collection}/${id}`)).body);
  }
  return records;
}

async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
