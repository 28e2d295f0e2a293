import * as contracts from '@bizapi/contracts';
import { ROUTES, RouteDefinition } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { ApiResponse, DedicatedStack, Tenant, createTenant, startDedicatedStack } from '@bizapi/testing';
import fc from 'fast-check';

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

/** The request and response field names of the spec's endpoint section. */
const FIELD_NAMES = (
  'accountCode accountId accountName accountType accountingAccountId amount assigneeId bankAccountId billingType businessUnitId ' +
  'category code color companyUserId content contractId contractSituation costCenterId costPrice country createdAt cursor customerId ' +
  'date dealId dealPipelineId dealStageId dealType department departmentId description discount documentNumber dueDate dueDateFrom ' +
  'dueDateTo duration email employmentType endDate entityType entryDate epicId estimatedHours events expectedCloseDate ' +
  'expectedDeliveryDate expectedEndDate financialCategoryId financialEntryId genre hourlyRate id invoiceAmount isActive isInternal ' +
  'isPrimary journalEntryId limit measurementId measurementType monthlyAmount name notes order orderBy originalAmount originalDueDate ' +
  'page paymentMethod personId personType phone phoneType priority projectId projectTaskId purchaseOrderId quantity quoteId ' +
  'referenceDate renewalType repeatPeriod requestedByPersonId responsibleId role salary search signId socialName sourceChannel ' +
  'startDate status supplierId tags ticketId timesheetPeriodId title totalAmount totalInstallments type typeCategory unit unitPrice ' +
  'updatedSince url validUntil waveId'
).split(' ');

/** Every enumeration value of the contracts. */
const ENUM_VALUES = [
  ...new Set(
    Object.values(contracts)
      .filter((value) => Array.isArray(value))
      .flat()
      .filter((value): value is string => typeof value === 'string'),
  ),
];

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

/** An id of a record of that collection (or the company's user), as the setup made or found them. */
type Pick = (collection: string) => string;

/**
 * A valid create body per collection, from the spec's required fields. The
 * fuzzer mutates these (fields added, replaced by any value, removed), so
 * generated writes reach the domain rules and some are accepted, instead of
 * all stopping at the first missing field. In dependency order: the setup
 * creates one record of each.
 */
const VALID_BODIES: [string, (pick: Pick) => Record<string, unknown>][] = [
  ['persons', () => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL' })],
  ['person-emails', (pick) => ({ personId: pick('persons'), email: 'maria@example.com' })],
  ['person-phones', (pick) => ({ personId: pick('persons'), phone: '+5511987654321' })],
  ['products', () => ({ name: 'Consultoria', type: 'SERVICE', unitPrice: 150 })],
  ['leads', (pick) => ({ title: 'Lead', personId: pick('persons') })],
  [
    'deals',
    (pick) => ({
      title: 'Deal',
      customerId: pick('persons'),
      dealType: 'SERVICE',
      dealPipelineId: pick('deal-pipelines'),
    }),
  ],
  [
    'deal-items',
    (pick) => ({
      dealId: pick('deals'),
      description: 'Item',
      quantity: 2,
      unitPrice: 10,
    }),
  ],
  ['activities', (pick) => ({ title: 'Call', type: 'CALL', dealId: pick('deals') })],
  [
    'quotes',
    (pick) => ({
      dealId: pick('deals'),
      title: 'Quote',
      validUntil: '2030-12-31',
    }),
  ],
  [
    'quote-items',
    (pick) => ({
      quoteId: pick('quotes'),
      description: 'Item',
      quantity: 1,
      unitPrice: 99.9,
    }),
  ],
  ['signs', (pick) => ({ title: 'Contrato', personId: pick('persons') })],
  [
    'contracts',
    (pick) => ({
      signId: pick('signs'),
      title: 'Contrato',
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      monthlyAmount: 500,
    }),
  ],
  ['contract-items', (pick) => ({ contractId: pick('contracts'), description: 'Suporte' })],
  [
    'financial-entries',
    (pick) => ({
      personId: pick('persons'),
      title: 'Mensalidade',
      typeCategory: 'REVENUE',
      originalAmount: 300,
      originalDueDate: '2030-01-31',
      financialCategoryId: pick('financial-categories'),
      bankAccountId: pick('bank-accounts'),
      totalInstallments: 3,
    }),
  ],
  ['measurements', (pick) => ({ title: 'Medição', personId: pick('persons') })],
  ['invoices', (pick) => ({ personId: pick('persons'), invoiceAmount: 100 })],
  [
    'provisioning',
    () => ({
      title: 'Aluguel',
      amount: 2000,
      typeCategory: 'EXPENSE',
      startDate: '2026-01-01',
    }),
  ],
  ['projects', (pick) => ({ title: 'Projeto', responsibleId: pick('company-users') })],
  ['purchase-orders', (pick) => ({ title: 'Compra', supplierId: pick('persons') })],
  [
    'purchase-order-items',
    (pick) => ({
      purchaseOrderId: pick('purchase-orders'),
      description: 'Item',
      quantity: 2,
      unitPrice: 5,
    }),
  ],
  ['project-waves', (pick) => ({ projectId: pick('projects'), title: 'Onda 1' })],
  [
    'project-epics',
    (pick) => ({
      projectId: pick('projects'),
      title: 'Épico',
      color: '#3366FF',
    }),
  ],
  ['project-tasks', (pick) => ({ projectId: pick('projects'), title: 'Tarefa' })],
  [
    'project-team-members',
    (pick) => ({
      projectId: pick('projects'),
      companyUserId: pick('company-users'),
    }),
  ],
  ['employee-profiles', (pick) => ({ companyUserId: pick('company-users'), employmentType: 'CLT' })],
  ['timesheet-periods', () => ({ title: 'Junho', startDate: '2026-06-01', endDate: '2026-06-30' })],
  [
    'timesheet-entries',
    (pick) => ({
      timesheetPeriodId: pick('timesheet-periods'),
      projectId: pick('projects'),
      date: '2026-06-10',
      duration: 60,
    }),
  ],
  [
    'tickets',
    (pick) => ({
      title: 'Erro',
      description: 'Não abre',
      category: 'INCIDENT',
      priority: 'HIGH',
      requestedByPersonId: pick('persons'),
    }),
  ],
  ['ticket-comments', (pick) => ({ ticketId: pick('tickets'), content: 'Olá' })],
  ['webhooks', () => ({ url: 'http://127.0.0.1:9/hooks', events: ['person.created'] })],
];

interface Sent {
  route: RouteDefinition;
  path: string;
  method: string;
  raw?: string;
  body?: unknown;
}

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
    const requests = fc.sample(requestArbitrary(ids, pick), {
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

function requestArbitrary(ids: string[], pick: Pick): fc.Arbitrary<Sent> {
  const id = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '..', '%00', 'null', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'a'.repeat(300)),
    },
  );
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ENUM_VALUES) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 2, arbitrary: fc.integer({ min: -1000, max: 100_000 }) },
    { weight: 1, arbitrary: fc.double() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, -0.001, 0.005, 1e21, -1e21, 2 ** 53 + 1, 9999999999999.99, 10000000000000, 1e-9, 120, 121),
    },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: fc
        .date({
          noInvalidDate: true,
          min: new Date('0001-01-01'),
          max: new Date('9999-12-31'),
        })
        .map((date) => date.toISOString()),
    },
    {
      weight: 2,
      arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '2026-02-30',
        '2026-13-01',
        '2026-1-1',
        '31/01/2026',
        '2026-01-31T25:00:00Z',
        '#FFAA00',
        '#ffaa0',
        'https://example.com/hook',
        'http://127.0.0.1/x',
        'person.*',
        '*',
      ),
    },
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, {
        maxKeys: 3,
      }),
    },
  );
  const anyBody = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, {
        maxKeys: 8,
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const validBodies = new Map(VALID_BODIES.map(([collection, body]) => [collection, body(pick)]));
  // A valid body with up to three fields replaced by anything, added or removed.
  const mutated = (base: Record<string, unknown>) =>
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...Object.keys(base)), value, { maxKeys: 3 }),
        fc.subarray(Object.keys(base), { maxLength: 1 }),
      )
      .map(([changes, removed]) => {
        const body: Record<string, unknown> = { ...base, ...changes };
        for (const field of removed) delete body[field];
        return body;
      });
  const raw = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('{', '{"title":', '[]', '"text"', '{"a":1}{', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
  );
  const query = fc.dictionary(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
    ),
    fc.oneof(scalar.map(String), fc.array(scalar.map(String), { minLength: 2, maxLength: 3 })),
    { maxKeys: 4 },
  );
  return fc.constantFrom(...FUZZED_ROUTES).chain((route) =>
    fc
      .record({
        ids: fc.tuple(id, id),
        query,
        body: validBodies.has(route.collection)
          ? fc.oneof(
              { weight: 2, arbitrary: anyBody },
              {
                weight: 3,
                arbitrary: mutated(validBodies.get(route.collection)!),
              },
            )
          : anyBody,
        raw,
        useRaw: fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
      })
      .map(({ ids: [first, second], query: params, body: sentBody, raw: rawBody, useRaw }) => {
        let path = route.path.replace(':id', encodeURIComponent(first)).replace(':deliveryId', encodeURIComponent(second));
        if (route.method === 'GET') path += `?${toQueryString(params)}`;
        const sent: Sent = { route, path, method: route.method };
        if (route.method === 'POST' || route.method === 'PUT') {
          if (useRaw) sent.raw = rawBody;
          else sent.body = sentBody;
        }
        return sent;
      }),
  );
}

function toQueryString(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  return search.toString();
}

async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
