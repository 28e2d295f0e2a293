/**
 * The SQL of the reports, framework-free so the bench runs the very same
 * statements against PostgreSQL directly (`@bizapi/accounting/report-statements`,
 * tools/bench/reports.mjs). Everything a balance needs comes from
 * `account_daily_balances` (one row per account and day with POSTED
 * movement, kept by JournalPoster) and `journal_days`, never from the
 * lines; only the ledgers read lines, those of their accounts and period,
 * through journal_lines_company_account_date_idx. Dates go in and out as
 * `YYYY-MM-DD` text, amounts come out as numeric text (exact).
 */

/** How many of the latest entries the dashboard shows. */
export const RECENT_ENTRIES = 10;

/** $1 company: the whole chart, inactive accounts included (their lines still count). */
export const CHART_SQL = `SELECT id, code, name, account_type AS "accountType", parent_id AS "parentId", is_analytical AS "isAnalytical", is_active AS "isActive"
  FROM accounting_accounts WHERE company_id = $1`;

/**
 * $1 company, $2 from (or '-infinity'), $3 to [, $4 account ids]: per account
 * with movement up to `to`, what moved before `from` and within the period.
 */
export function movementsSql({ someAccounts }: { someAccounts: boolean }): string {
  return `SELECT accounting_account_id AS "accountId",
    sum(debit) FILTER (WHERE day < $2::date) AS "beforeDebit", sum(credit) FILTER (WHERE day < $2::date) AS "beforeCredit",
    sum(debit) FILTER (WHERE day >= $2::date) AS "debit", sum(credit) FILTER (WHERE day >= $2::date) AS "credit"
  FROM account_daily_balances
  WHERE company_id = $1 AND day <= $3::date ${someAccounts ? 'AND accounting_account_id = ANY($4::uuid[])' : ''}
  GROUP BY accounting_account_id`;
}

/** $1 company, $2 account ids, $3 from, $4 to: the previous balance and the POSTED lines the period holds, from the daily balances. */
export const LEDGER_SCOPE_SQL = `SELECT sum(debit) FILTER (WHERE day < $3::date) AS debit, sum(credit) FILTER (WHERE day < $3::date) AS credit,
    coalesce(sum(posted_lines) FILTER (WHERE day >= $3::date), 0)::bigint AS lines
  FROM account_daily_balances
  WHERE company_id = $1 AND accounting_account_id = ANY($2::uuid[]) AND day <= $4::date`;

/**
 * $1 company, $2 account id (one) or ids (several), $3 from, $4 to, $5 limit:
 * the POSTED lines oldest first (by date, then id: the order they were
 * written), with the entry's description when the line has none and, for a
 * statement, the settlement the entry came from.
 */
export function ledgerLinesSql({ oneAccount, financialEntries }: { oneAccount: boolean; financialEntries: boolean }): string {
  const entry = 'FROM accounting_journal_entries e WHERE e.company_id = l.company_id AND e.id = l.journal_entry_id';
  // One account: the index gives the order; several (a synthetic account): their lines merged by a sort.
  const accounts = oneAccount ? 'l.accounting_account_id = $2::uuid' : 'l.accounting_account_id = ANY($2::uuid[])';
  return `SELECT l.entry_date::text AS day,
    CASE WHEN l.description <> '' THEN l.description ELSE (SELECT e.description ${entry}) END AS description,
    l.type, l.amount
    ${financialEntries ? ', l.financial_entry_id AS "financialEntryId"' : ''}
  FROM accounting_journal_entry_lines l
  WHERE l.company_id = $1 AND ${accounts} AND l.entry_date BETWEEN $3::date AND $4::date AND l.entry_status = 'POSTED'
  ORDER BY l.entry_date, l.id LIMIT $5`;
}

/**
 * $1 company, $2 from, $3 to: the dashboard in one statement (one snapshot,
 * so its figures agree): active accounts, POSTED entries of the period
 * (journal_days), movement by month, balances by account type up to `to`,
 * the latest entries.
 */
export const DASHBOARD_SQL = `SELECT
    (SELECT count(*)::int FROM accounting_accounts WHERE company_id = $1 AND is_active) AS accounts,
    (SELECT coalesce(sum(posted_entries), 0)::text FROM journal_days WHERE company_id = $1 AND day BETWEEN $2::date AND $3::date) AS entries,
    (SELECT json_agg(json_build_object('month', m.month, 'debit', m.debit::text, 'credit', m.credit::text) ORDER BY m.month)
       FROM (SELECT to_char(day, 'YYYY-MM') AS month, sum(debit) AS debit, sum(credit) AS credit
               FROM account_daily_balances WHERE company_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY 1) m) AS months,
    (SELECT json_agg(json_build_object('accountType', t.account_type, 'debit', t.debit::text, 'credit', t.credit::text))
       FROM (SELECT a.account_type, sum(b.debit) AS debit, sum(b.credit) AS credit
               FROM (SELECT accounting_account_id, sum(debit) AS debit, sum(credit) AS credit
                       FROM account_daily_balances WHERE company_id = $1 AND day <= $3::date GROUP BY 1) b
               JOIN accounting_accounts a ON a.company_id = $1 AND a.id = b.accounting_account_id
              GROUP BY a.account_type) t) AS composition,
    (SELECT json_agg(json_build_object('id', e.id, 'code', e.code, 'description', e.description, 'day', e.entry_date::text,
              'totalDebit', e.total_debit::text, 'totalCredit', e.total_credit::text) ORDER BY e.entry_date DESC, e.id DESC)
       FROM (SELECT * FROM accounting_journal_entries
              WHERE company_id = $1 AND status = 'POSTED' AND entry_date BETWEEN $2::date AND $3::date
              ORDER BY entry_date DESC, id DESC LIMIT ${RECENT_ENTRIES}) e) AS recent`;
