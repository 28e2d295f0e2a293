// Finance benchmark, the `finance` part of run.mjs (`BENCH_ONLY=finance npm run -s bench`): a company of
// BENCH_FINANCE_ENTRIES financial entries loaded by SQL beside a neighbour of
// the same size, then through the gateway: POST /financial-entries with 120
// installments (120 entries, 120 charges, 240 events in one transaction),
// and filtered GET /financial-entries against the same SQL run directly on
// PostgreSQL (the plain baseline: page + exact count, no HTTP, no NATS).
//
//   BENCH_ONLY=finance BENCH_FINANCE_ENTRIES=2000 BENCH_DURATION_S=3 npm run -s bench   # a smoke run
//
// financeBench({ stack, companies: [big, neighbour] }) and financeTable(results).
import pg from 'pg';
import { CONNECTIONS, DURATION_S, log, measure, problems, settle } from './measure.mjs';

export const BIG_ENTRIES = Number(process.env.BENCH_FINANCE_ENTRIES ?? 1_000_000);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 30);
const BATCH = 50_000;
/** Persons the entries are spread over (made through the API, so finance holds their name copies). */
const PERSONS = 20;
/** Due dates spread over this many days, starting three years ago. */
const SPAN_DAYS = 3 * 365;

/**
 * One batch of a company's entries, rows [from, to]: 70 % revenue, statuses
 * 55 % PENDING, 30 % SETTLED, 15 % OVERDUE, amounts 10.00 to 99,999.99, due
 * dates spread over the span, created_at in row order; every choice from
 * md5(company, n), so every run loads the same data.
 */
const INSERT_BATCH = `
  INSERT INTO finance.financial_entries (id, company_id, code, title, person_id, type_category, status, original_amount, paid_amount,
    original_due_date, payment_date, financial_category_id, bank_account_id, payment_method, installment_number, total_installments,
    installment_group_id, is_active, created_at, updated_at)
  SELECT r.id, $1::uuid, 'BENCH-' || lpad(r.n::text, 9, '0'),
    (ARRAY['Mensalidade', 'Consultoria', 'Aluguel', 'Licença de software', 'Manutenção', 'Honorários'])[1 + get_byte(r.d, 0) % 6] || ' ' || r.n,
    ($4::uuid[])[1 + get_byte(r.d, 1) % cardinality($4::uuid[])],
    CASE WHEN r.revenue THEN 'REVENUE' ELSE 'EXPENSE' END,
    r.status,
    r.amount,
    CASE WHEN r.status = 'SETTLED' THEN r.amount END,
    r.due,
    CASE WHEN r.status = 'SETTLED' THEN r.due::timestamptz END,
    CASE WHEN r.revenue THEN $5::uuid ELSE $6::uuid END,
    $7::uuid,
    (ARRAY['BANK_SLIP', 'PIX', 'CREDIT_CARD'])[1 + get_byte(r.d, 2) % 3],
    1, 1, r.id, true, r.created_at, r.created_at
  FROM (
    SELECT g.n, g.d,
      (lpad(to_hex((extract(epoch FROM g.created_at) * 1000)::bigint), 12, '0') || '7' || substr(g.h, 1, 3) || '8' || substr(g.h, 4, 15))::uuid AS id,
      get_byte(g.d, 3) < 179 AS revenue,
      CASE WHEN get_byte(g.d, 4) < 141 THEN 'PENDING' WHEN get_byte(g.d, 4) < 218 THEN 'SETTLED' ELSE 'OVERDUE' END AS status,
      round((10 + ((get_byte(g.d, 5) * 65536 + get_byte(g.d, 6) * 256 + get_byte(g.d, 7)) % 9999000) / 100.0)::numeric, 2) AS amount,
      (current_date - ${SPAN_DAYS} + ((get_byte(g.d, 8) * 256 + get_byte(g.d, 9)) % ${SPAN_DAYS})) AS due,
      g.created_at
    FROM (
      SELECT s.n, md5($1::text || ':' || s.n) AS h, decode(md5($1::text || ':' || s.n), 'hex') AS d,
        now() - interval '1 day' - ($3::bigint - s.n) * interval '1 second' AS created_at
      FROM generate_series($2::bigint, $3::bigint) AS s(n)
    ) g
  ) r`;

async function api(stack, headers, method, path, body) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_S * 1000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function required(promise, what) {
  const { status, body } = await promise;
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Persons, the seeded categories and first bank account, and one entry per person through the API (name copies). */
async function prepareCompany(stack, headers) {
  const persons = [];
  for (let i = 0; i < PERSONS; i++) {
    persons.push((await required(api(stack, headers, 'POST', '/persons', { name: `Cliente Bench ${i} Ltda`, personType: 'COMPANY' }), 'person')).id);
  }
  const categories = (await required(api(stack, headers, 'GET', '/financial-categories?limit=100'), 'categories')).data;
  const revenue = categories.find((category) => category.code === '1.01.001').id;
  const expense = categories.find((category) => category.code === '2.01.001').id;
  const bankAccount = (await required(api(stack, headers, 'GET', '/bank-accounts'), 'bank accounts')).data[0].id;
  for (const personId of persons) {
    await required(
      api(stack, headers, 'POST', '/financial-entries', {
        personId,
        title: 'Entrada pela API',
        typeCategory: 'REVENUE',
        originalAmount: 100,
        originalDueDate: '2026-01-10',
        financialCategoryId: revenue,
        bankAccountId: bankAccount,
      }),
      'financial entry',
    );
  }
  return { persons, revenue, expense, bankAccount };
}

async function loadCompany(databaseUrl, companyId, refs, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH) - 1;
      await client.query(INSERT_BATCH, [companyId, from, to, refs.persons, refs.revenue, refs.expense, refs.bankAccount]);
    }
    // The kit's exact totals: the rows loaded by SQL bypassed the counter.
    await client.query(
      `INSERT INTO finance.collection_counts (company_id, collection, stripe, active_count)
       SELECT $1::uuid, 'financial-entries', 0,
         (SELECT count(*) FROM finance.financial_entries WHERE company_id = $1 AND is_active)
         - (SELECT coalesce(sum(active_count), 0) FROM finance.collection_counts WHERE company_id = $1 AND collection = 'financial-entries')
       ON CONFLICT (company_id, collection, stripe) DO UPDATE SET active_count = collection_counts.active_count + EXCLUDED.active_count`,
      [companyId],
    );
  } finally {
    await client.end();
  }
}

/** The list queries measured: the API path and the same SQL as a plain server would run it (page of 20 + exact count). */
function listCases(companyId, refs) {
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const day = today.toISOString().slice(0, 10);
  const columns = `id, code, title, person_id, type_category, status, original_amount, paid_amount, original_due_date, payment_date,
    financial_category_id, bank_account_id, payment_method, installment_number, total_installments, is_active, created_at, updated_at`;
  const plain = (where, order, values) => ({
    page: `SELECT ${columns} FROM finance.financial_entries WHERE company_id = $1 AND is_active AND ${where} ORDER BY ${order} LIMIT 20`,
    count: `SELECT count(*) FROM finance.financial_entries WHERE company_id = $1 AND is_active AND ${where}`,
    values: [companyId, ...values],
  });
  return [
    {
      name: 'status=PENDING, due in the last 30 days',
      path: `/financial-entries?status=PENDING&dueDateFrom=${monthAgo}&dueDateTo=${day}&limit=20`,
      plain: plain(`status = $2 AND original_due_date >= $3::date AND original_due_date <= $4::date`, 'created_at DESC, id DESC', ['PENDING', monthAgo, day]),
    },
    {
      name: 'personId, by originalDueDate',
      path: `/financial-entries?personId=${refs.persons[0]}&orderBy=originalDueDate&order=ASC&limit=20`,
      plain: plain(`person_id = $2`, 'original_due_date ASC, id ASC', [refs.persons[0]]),
    },
    {
      name: 'typeCategory=EXPENSE, due in the last 30 days, by originalAmount',
      path: `/financial-entries?typeCategory=EXPENSE&dueDateFrom=${monthAgo}&dueDateTo=${day}&orderBy=originalAmount&order=DESC&limit=20`,
      plain: plain(`type_category = $2 AND original_due_date >= $3::date AND original_due_date <= $4::date`, 'original_amount DESC, id DESC', ['EXPENSE', monthAgo, day]),
    },
  ];
}

/** The plain baseline: `connections` clients running page + count back to back for `seconds`. */
async function plainSql(databaseUrl, { page, count, values }, seconds = DURATION_S, connections = CONNECTIONS) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies = [];
  const run = async () => {
    const started = process.hrtime.bigint();
    await Promise.all([pool.query(page, values), pool.query(count, values)]);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  try {
    const warmUntil = Date.now() + Math.min(5, seconds) * 1000;
    while (Date.now() < warmUntil) await run();
    latencies.length = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (Date.now() < until) await run();
    }));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => +(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0).toFixed(1);
  return { requestsPerSecond: +(latencies.length / seconds).toFixed(1), p50Ms: at(50), p99Ms: at(99) };
}

const listShape = (body) => (Array.isArray(body?.data) && typeof body?.meta?.total === 'number' ? null : `not a list envelope: ${JSON.stringify(body).slice(0, 200)}`);

export async function financeBench({ stack, companies: [big, neighbour] }) {
  const results = { entries: BIG_ENTRIES, connections: CONNECTIONS, durationSeconds: DURATION_S, lists: [] };
  const headers = await big.login();
  const refs = {};
  for (const company of [big, neighbour]) {
    const companyHeaders = company === big ? headers : await company.login();
    refs[company.id] = await prepareCompany(stack, companyHeaders);
  }
  const started = Date.now();
  log(`finance: loading ${BIG_ENTRIES.toLocaleString('en')} financial entries into each of 2 companies by SQL`);
  await Promise.all([big, neighbour].map((company) => loadCompany(stack.env.DATABASE_URL, company.id, refs[company.id], BIG_ENTRIES)));
  const database = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await database.connect();
  try {
    await database.query('VACUUM ANALYZE finance.financial_entries');
    results.loadSeconds = (Date.now() - started) / 1000;
    log(`finance: loaded in ${results.loadSeconds} s`);
    const base = new URL(stack.baseUrl).pathname;
    const quiet = () => settle(database);

    // POST with 120 installments: one at a time (each is a 120-row transaction), into the big company.
    const own = refs[big.id];
    const body = JSON.stringify({
      personId: own.persons[1],
      title: 'Financiamento em 120 parcelas',
      typeCategory: 'REVENUE',
      originalAmount: 1_000_000.01,
      originalDueDate: '2027-01-31',
      financialCategoryId: own.revenue,
      bankAccountId: own.bankAccount,
      totalInstallments: 120,
    });
    await quiet();
    results.create120 = await measure('gateway POST /financial-entries (totalInstallments=120)', stack.baseUrl, {
      headers,
      method: 'POST',
      paths: [`${base}/financial-entries`],
      body: () => body,
      connections: Math.min(4, CONNECTIONS),
      timeout: TIMEOUT_S,
      settle: quiet,
      check: (answer) => (answer?.installmentNumber === 1 && answer?.totalInstallments === 120 ? null : `not installment 1 of 120: ${JSON.stringify(answer).slice(0, 200)}`),
    });

    for (const listCase of listCases(big.id, own)) {
      await quiet();
      const plain = await plainSql(stack.env.DATABASE_URL, listCase.plain);
      log(`plain SQL (page + count) ${listCase.name}: ${plain.requestsPerSecond} req/s, p50 ${plain.p50Ms} ms, p99 ${plain.p99Ms} ms`);
      await quiet();
      const gateway = await measure(`gateway GET ${listCase.path}`, stack.baseUrl, {
        headers,
        paths: [`${base}${listCase.path}`],
        timeout: TIMEOUT_S,
        settle: quiet,
        check: listShape,
      });
      results.lists.push({ name: listCase.name, path: listCase.path, plain, gateway, ratio: plain.requestsPerSecond ? +(gateway.requestsPerSecond / plain.requestsPerSecond).toFixed(3) : null });
    }
  } finally {
    await database.end();
  }
  return results;
}

export function financeTable(results) {
  const lines = [
    '',
    `| Finance (${results.entries.toLocaleString('en')} entries a company) | req/s | p50 ms | p99 ms | vs plain SQL |`,
    '|---|---:|---:|---:|---:|',
    `| POST /financial-entries, 120 installments | ${results.create120.requestsPerSecond} | ${results.create120.p50Ms} | ${results.create120.p99Ms} | |`,
  ];
  const failing = problems(results.create120) ? [['create120']] : [];
  for (const list of results.lists) {
    lines.push(`| plain SQL page + count: ${list.name} | ${list.plain.requestsPerSecond} | ${list.plain.p50Ms} | ${list.plain.p99Ms} | 1.00 |`);
    lines.push(`| gateway GET ${list.name} | ${list.gateway.requestsPerSecond} | ${list.gateway.p50Ms} | ${list.gateway.p99Ms} | ${list.ratio ?? ''} |`);
    if (problems(list.gateway)) failing.push([list.name]);
  }
  return { text: lines.join('\n'), failing };
}
