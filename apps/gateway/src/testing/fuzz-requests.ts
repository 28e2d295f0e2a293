import * as contracts from '@bizapi/contracts';
import { RouteDefinition } from '@bizapi/contracts';
import fc from 'fast-check';

/**
 * The requests the gateway fuzz test sends (fuzz.integration-spec.ts): the
 * spec's field names with values of every JSON type, mutations of a valid
 * create body per collection, malformed JSON, odd ids and query strings.
 */

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

/** An id of a record of that collection (or the company's user), as the setup made or found them. */
export type Pick = (collection: string) => string;

/**
 * A valid create body per collection, from the spec's required fields. The
 * fuzzer mutates these (fields added, replaced by any value, removed), so
 * generated writes reach the domain rules and some are accepted, instead of
 * all stopping at the first missing field. In dependency order: the setup
 * creates one record of each.
 */
export const VALID_BODIES: [string, (pick: Pick) => Record<string, unknown>][] = [
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

export interface Sent {
  route: RouteDefinition;
  path: string;
  method: string;
  raw?: string;
  body?: unknown;
}

export function requestArbitrary(routes: readonly RouteDefinition[], ids: string[], pick: Pick): fc.Arbitrary<Sent> {
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
  return fc.constantFrom(...routes).chain((route) =>
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
