// The books of the reports bench (reports.mjs): a company's journal loaded
// by SQL in the shape JournalPoster writes — entries, lines, the daily
// balances and posted-entry counts the reports read, codes, row counters —
// checked against the lines after loading. See docs/benchmarks.md.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { log } from './measure.mjs';

/** Journal lines per company (BENCH_REPORT_LINES). */
export const REPORT_LINES = Number(process.env.BENCH_REPORT_LINES ?? 1_000_000);
/** Entries spread evenly over this many days, ending yesterday. */
const SPAN_DAYS = 730;
const BATCH = 25_000;

/** The accounts the generated entries use (seeded chart, chart-of-accounts.seed.ts), by role. */
const ROLES = {
  caixa: '1.1.1.01', bancos: '1.1.1.02', clientes: '1.1.2.01', mercadorias: '1.1.3.01', fornecedores: '2.1.1.01', salariosPagar: '2.1.2.01',
  iss: '2.1.3.01', receitaVendas: '4.1.1', receitaServicos: '4.1.2', juros: '4.2.1', salarios: '5.2.1.01', tarifas: '5.3.2',
};
const EXPENSES = ['5.2.2.01', '5.2.2.02', '5.2.2.03', '5.2.2.04', '5.2.2.05', '5.2.3.01', '5.2.3.02', '5.1.2', '5.4.1', '5.2.1.02'];
export const BUSY_ACCOUNT = ROLES.bancos;
export const QUIET_ACCOUNT = ROLES.tarifas;
const ROLE_CODES = [...Object.values(ROLES), ...EXPENSES];
const at = (code) => ROLE_CODES.indexOf(code) + 1; // 1-based index into $7::uuid[]

/**
 * One batch of a company's entries n = $2..$3 and their lines, with the
 * daily balances and posted-entry counts JournalPoster keeps, in one
 * statement. Each entry's kind, accounts and amount come from the bytes of
 * md5(company, n) (the same books on every run): byte 0 picks the kind —
 * 35 % sales of services (a quarter with ISS withheld: 3 lines), 23 %
 * receipts from customers, 18 % expenses paid, 10 % purchases, 8 %
 * supplier payments, 3 % payroll accruals, 1.5 % cash sales, 1.5 % interest
 * — byte 1 the bank side (Bancos or Caixa, half each), bytes 3–5 the amount
 * (10.00–50,000.00), byte 7 a DRAFT (~1 %, which no balance counts).
 * Entry $8 is made a 3-line sale, so the company gets exactly the lines asked.
 * Receipts and payments carry a financial entry id (as settlements do).
 * Ids are uuid v7-shaped from created_at, which advances with n.
 */
const LOAD_BATCH = `
  WITH g AS (
    SELECT s.n, x.h, x.a, decode(x.h, 'hex') AS d, x.created_at,
      lpad(to_hex((extract(epoch FROM x.created_at) * 1000)::bigint), 12, '0') AS ms
    FROM generate_series($2::bigint, $3::bigint) AS s(n)
    CROSS JOIN LATERAL (SELECT md5($1::text || ':' || s.n) AS h, $4::timestamptz + s.n * $5::bigint * interval '1 millisecond' AS created_at, $7::uuid[] AS a) x
  ), k AS (
    SELECT g.*, (g.created_at AT TIME ZONE 'UTC')::date AS entry_date,
      CASE WHEN get_byte(d, 0) < 90 OR n = $8 THEN 'S' WHEN get_byte(d, 0) < 150 THEN 'R' WHEN get_byte(d, 0) < 195 THEN 'E' WHEN get_byte(d, 0) < 220 THEN 'P'
           WHEN get_byte(d, 0) < 240 THEN 'F' WHEN get_byte(d, 0) < 248 THEN 'W' WHEN get_byte(d, 0) < 252 THEN 'C' ELSE 'I' END AS kind,
      CASE WHEN get_byte(d, 1) < 128 THEN a[${at(ROLES.bancos)}] ELSE a[${at(ROLES.caixa)}] END AS bank,
      round((1000 + (get_byte(d, 3) * 65536 + get_byte(d, 4) * 256 + get_byte(d, 5)) % 4999000) / 100.0, 2) AS amount,
      CASE WHEN get_byte(d, 7) < 3 THEN 'DRAFT' ELSE 'POSTED' END AS status
    FROM g
  ), q AS (
    SELECT k.*,
      CASE kind WHEN 'S' THEN a[${at(ROLES.clientes)}] WHEN 'R' THEN bank WHEN 'P' THEN a[${at(ROLES.mercadorias)}] WHEN 'F' THEN a[${at(ROLES.fornecedores)}]
        WHEN 'W' THEN a[${at(ROLES.salarios)}] WHEN 'C' THEN a[${at(ROLES.caixa)}] WHEN 'I' THEN bank
        ELSE CASE WHEN get_byte(d, 2) < 3 THEN a[${at(ROLES.tarifas)}] ELSE a[${at(EXPENSES[0])} + get_byte(d, 2) % ${EXPENSES.length}] END END AS debit_account,
      CASE kind WHEN 'S' THEN a[${at(ROLES.receitaServicos)}] WHEN 'R' THEN a[${at(ROLES.clientes)}] WHEN 'P' THEN a[${at(ROLES.fornecedores)}]
        WHEN 'W' THEN a[${at(ROLES.salariosPagar)}] WHEN 'C' THEN a[${at(ROLES.receitaVendas)}] WHEN 'I' THEN a[${at(ROLES.juros)}] ELSE bank END AS credit_account,
      CASE WHEN kind = 'S' AND (get_byte(d, 6) < 64 OR n = $8) THEN round(amount * 0.05, 2) ELSE 0 END AS tax,
      CASE kind WHEN 'S' THEN 'Venda de serviços NF ' || (n + 1) WHEN 'R' THEN 'Recebimento de cliente' WHEN 'E' THEN 'Pagamento de despesa'
        WHEN 'P' THEN 'Compra de mercadorias' WHEN 'F' THEN 'Pagamento a fornecedor' WHEN 'W' THEN 'Provisão de salários'
        WHEN 'C' THEN 'Venda à vista' ELSE 'Juros sobre aplicação' END AS description,
      kind IN ('R', 'E', 'F') AS settled
    FROM k
  ), e AS (
    INSERT INTO accounting.accounting_journal_entries
      (id, company_id, code, description, entry_date, status, is_automatic, total_debit, total_credit, financial_entry_id, created_at, updated_at)
    SELECT (ms || '7000' || '8' || substr(h, 4, 15))::uuid, $1::uuid, 'LC-' || lpad(($6::bigint + n + 1)::text, 6, '0'), description, entry_date, status,
      settled, amount, amount, CASE WHEN settled THEN md5(h)::uuid END, created_at, created_at
    FROM q
    RETURNING entry_date, status
  ), l AS (
    INSERT INTO accounting.accounting_journal_entry_lines
      (id, company_id, journal_entry_id, accounting_account_id, type, amount, description, entry_date, entry_status, financial_entry_id, created_at, updated_at)
    SELECT (ms || '7' || lpad(v.k::text, 3, '0') || '8' || substr(h, 4, 15))::uuid, $1::uuid, (ms || '7000' || '8' || substr(h, 4, 15))::uuid,
      v.account, v.type, v.amount, description, entry_date, status, CASE WHEN settled THEN md5(h)::uuid END, created_at, created_at
    FROM q CROSS JOIN LATERAL (VALUES (1, debit_account, 'DEBIT', amount), (2, credit_account, 'CREDIT', amount - tax), (3, a[${at(ROLES.iss)}], 'CREDIT', tax))
      AS v(k, account, type, amount)
    WHERE v.amount > 0
    RETURNING accounting_account_id, entry_date, type, amount, entry_status
  ), b AS (
    INSERT INTO accounting.account_daily_balances AS b (company_id, accounting_account_id, day, debit, credit, posted_lines)
    SELECT $1::uuid, accounting_account_id, entry_date, coalesce(sum(amount) FILTER (WHERE type = 'DEBIT'), 0), coalesce(sum(amount) FILTER (WHERE type = 'CREDIT'), 0), count(*)
    FROM l WHERE entry_status = 'POSTED' GROUP BY accounting_account_id, entry_date
    ON CONFLICT (company_id, accounting_account_id, day)
    DO UPDATE SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit, posted_lines = b.posted_lines + EXCLUDED.posted_lines
    RETURNING 1
  ), j AS (
    INSERT INTO accounting.journal_days AS j (company_id, day, posted_entries)
    SELECT $1::uuid, entry_date, count(*) FROM e WHERE status = 'POSTED' GROUP BY entry_date
    ON CONFLICT (company_id, day) DO UPDATE SET posted_entries = j.posted_entries + EXCLUDED.posted_entries
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM e)::int AS entries, (SELECT count(*) FROM l)::int AS lines, (SELECT count(*) FROM b)::int AS balances, (SELECT count(*) FROM j)::int AS days`;

/** How many lines entry n has (the same md5 bytes the SQL reads): 3 for a sale with ISS withheld, else 2. */
function linesOf(companyId, n) {
  const d = createHash('md5').update(`${companyId}:${n}`).digest();
  return d[0] < 90 && d[6] < 64 ? 3 : 2;
}

/** Entries for exactly `lines` lines: { entries, forced } — `forced` is the entry made a 3-line sale to reach the count (-1 when none is needed). */
function entriesFor(companyId, lines) {
  let total = 0;
  let n = 0;
  while (total + linesOf(companyId, n) <= lines) total += linesOf(companyId, n++);
  if (total === lines) return { entries: n, forced: -1 };
  let forced = n - 1;
  while (forced >= 0 && linesOf(companyId, forced) !== 2) forced--;
  return { entries: n, forced };
}

/** One company's entries, in batches, on its own connection. */
async function loadCompany(databaseUrl, companyId, startIso, stepMs, { entries, forced }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    const chart = await client.query(`SELECT code, id FROM accounting.accounting_accounts WHERE company_id = $1`, [companyId]);
    const idOf = new Map(chart.rows.map((row) => [row.code, row.id]));
    const missing = ROLE_CODES.filter((code) => !idOf.has(code));
    if (missing.length) throw new Error(`company ${companyId} has no accounts ${missing.join(', ')} (was the chart seeded?)`);
    // Codes continue the company's sequence (the seed may have posted entries already).
    const { rows: sequence } = await client.query(`SELECT last_value FROM accounting.code_sequences WHERE company_id = $1 AND prefix = 'LC'`, [companyId]);
    const offset = Number(sequence[0]?.last_value ?? 0);
    const totals = { entries: 0, lines: 0 };
    for (let from = 0; from < entries; from += BATCH) {
      const to = Math.min(entries, from + BATCH) - 1;
      const { rows } = await client.query(LOAD_BATCH, [companyId, from, to, startIso, stepMs, offset, ROLE_CODES.map((code) => idOf.get(code)), forced]);
      totals.entries += rows[0].entries;
      totals.lines += rows[0].lines;
    }
    await client.query(
      `INSERT INTO accounting.code_sequences (company_id, prefix, last_value) VALUES ($1, 'LC', $2)
       ON CONFLICT (company_id, prefix) DO UPDATE SET last_value = EXCLUDED.last_value`,
      [companyId, offset + entries],
    );
    // The collection kit's row counters, which every insert through the service moves.
    for (const [collection, count] of [['accounting-journal-entries', totals.entries], ['accounting-journal-entry-lines', totals.lines]]) {
      await client.query(
        `INSERT INTO accounting.collection_counts (company_id, collection, stripe, active_count) VALUES ($1, $2, 0, $3)
         ON CONFLICT (company_id, collection, stripe) DO UPDATE SET active_count = collection_counts.active_count + EXCLUDED.active_count`,
        [companyId, collection, count],
      );
    }
    return totals;
  } finally {
    await client.end();
  }
}

/** `lines` (REPORT_LINES) journal lines in each company, then VACUUM ANALYZE and a consistency check; what it took and how big it is. */
export async function loadBooks(databaseUrl, companyIds, { lines = REPORT_LINES } = {}) {
  const end = new Date(Date.now() - 86_400_000);
  end.setUTCHours(23, 59, 0, 0);
  const start = new Date(end.getTime() - SPAN_DAYS * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  const timings = {};
  let started = Date.now();
  const counts = await Promise.all(
    companyIds.map((id, i) => {
      const plan = entriesFor(id, lines);
      const stepMs = Math.floor((end.getTime() - start.getTime()) / plan.entries);
      // The neighbour's entries half a step later: the two companies interleave in time.
      return loadCompany(databaseUrl, id, new Date(start.getTime() + (i * stepMs) / 2).toISOString(), stepMs, plan);
    }),
  );
  timings.insertSeconds = (Date.now() - started) / 1000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    started = Date.now();
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const table of ['accounting_journal_entries', 'accounting_journal_entry_lines', 'account_daily_balances', 'journal_days']) {
      await client.query(`VACUUM ANALYZE accounting.${table}`);
    }
    timings.vacuumAnalyzeSeconds = (Date.now() - started) / 1000;
    // The books must be the ones JournalPoster would have left: daily balances (sums and line counts) and entry counts = the POSTED lines and entries.
    const { rows: disagreements } = await client.query(
      `SELECT count(*)::int AS n FROM (
         SELECT accounting_account_id, entry_date AS day, sum(amount) FILTER (WHERE type = 'DEBIT') AS debit, sum(amount) FILTER (WHERE type = 'CREDIT') AS credit, count(*) AS lines
           FROM accounting.accounting_journal_entry_lines WHERE company_id = $1 AND entry_status = 'POSTED' GROUP BY 1, 2) l
         FULL JOIN (SELECT accounting_account_id, day, debit, credit, posted_lines AS lines FROM accounting.account_daily_balances WHERE company_id = $1) b USING (accounting_account_id, day)
       WHERE coalesce(l.debit, 0) <> coalesce(b.debit, 0) OR coalesce(l.credit, 0) <> coalesce(b.credit, 0) OR coalesce(l.lines, 0) <> coalesce(b.lines, 0)`,
      [companyIds[0]],
    );
    const { rows: dayDisagreements } = await client.query(
      `SELECT count(*)::int AS n FROM (SELECT entry_date AS day, count(*) AS n FROM accounting.accounting_journal_entries WHERE company_id = $1 AND status = 'POSTED' GROUP BY 1) e
         FULL JOIN (SELECT day, posted_entries AS n FROM accounting.journal_days WHERE company_id = $1) d USING (day)
       WHERE coalesce(e.n, 0) <> coalesce(d.n, 0)`,
      [companyIds[0]],
    );
    if (disagreements[0].n || dayDisagreements[0].n) {
      throw new Error(`loaded books inconsistent: ${disagreements[0].n} daily balances and ${dayDisagreements[0].n} day counts differ from the lines and entries`);
    }
    const { rows } = await client.query(
      `SELECT pg_size_pretty(pg_total_relation_size('accounting.accounting_journal_entry_lines')) AS lines,
              (SELECT count(*) FROM accounting.account_daily_balances WHERE company_id = $1)::int AS "dailyBalances",
              (SELECT count(*) FROM accounting.accounting_journal_entry_lines WHERE company_id = $1)::int AS "companyLines",
              (SELECT count(*) FROM accounting.accounting_journal_entry_lines)::int AS "allLines"`,
      [companyIds[0]],
    );
    Object.assign(timings, { linesTableSize: rows[0].lines, dailyBalanceRows: rows[0].dailyBalances, companyLines: rows[0].companyLines, allLines: rows[0].allLines });
    timings.totalSeconds = +(timings.insertSeconds + timings.vacuumAnalyzeSeconds).toFixed(1);
    log(
      `loaded in ${timings.totalSeconds} s (insert ${timings.insertSeconds} s, VACUUM ANALYZE ${timings.vacuumAnalyzeSeconds} s): ` +
        `${counts.map((c) => `${c.entries.toLocaleString('en')} entries / ${c.lines.toLocaleString('en')} lines`).join(' and ')}; ` +
        `lines table ${timings.linesTableSize}, ${timings.dailyBalanceRows.toLocaleString('en')} daily-balance rows in the measured company`,
    );
    return { timings, counts, end: end.toISOString().slice(0, 10) };
  } finally {
    await client.end();
  }
}
