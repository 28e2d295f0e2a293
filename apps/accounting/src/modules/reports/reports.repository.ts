import { parseCents } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChartAccount, Movement } from './chart';

/** Figures of one account over a period: before it (`before`) and within it (`within`). */
export interface PeriodMovement {
  before: Movement;
  within: Movement;
}

export interface LedgerLineRow {
  day: string;
  description: string;
  type: 'DEBIT' | 'CREDIT';
  amount: string;
  financialEntryId?: string | null;
}

export interface DashboardRow {
  accounts: number;
  entries: string;
  months: { month: string; debit: string; credit: string }[] | null;
  composition: { accountType: string; debit: string; credit: string }[] | null;
  recent: { id: string; code: string; description: string; day: string; totalDebit: string; totalCredit: string }[] | null;
}

/** How many of the latest entries the dashboard shows. */
export const RECENT_ENTRIES = 10;

/**
 * The reports' SQL. Everything a balance needs comes from
 * `account_daily_balances` (one row per account and day with POSTED
 * movement, kept by JournalPoster) and `journal_days`, never from the
 * lines; only the ledgers read lines, those of their accounts and period,
 * through journal_lines_company_account_date_idx, once the daily balances
 * have counted them (report-bounds.ts). Dates go in and out as
 * `YYYY-MM-DD` text, amounts come out as numeric text (exact).
 */
@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's whole chart, inactive accounts included (their lines still count). */
  async chart(companyId: string): Promise<ChartAccount[]> {
    return (await this.dataSource.query(
      `SELECT id, code, name, account_type AS "accountType", parent_id AS "parentId", is_analytical AS "isAnalytical", is_active AS "isActive"
       FROM accounting_accounts WHERE company_id = $1`,
      [companyId],
    )) as ChartAccount[];
  }

  /**
   * Per account with movement up to `to` (inclusive): what moved before
   * `from` and from `from` to `to`. `from` null puts everything in `within`.
   * `accountIds` (when given) limits the accounts read.
   */
  async movements(companyId: string, from: string | null, to: string, accountIds?: string[]): Promise<Map<string, PeriodMovement>> {
    const rows = (await this.dataSource.query(
      `SELECT accounting_account_id AS "accountId",
         sum(debit) FILTER (WHERE day < $2::date) AS "beforeDebit", sum(credit) FILTER (WHERE day < $2::date) AS "beforeCredit",
         sum(debit) FILTER (WHERE day >= $2::date) AS "debit", sum(credit) FILTER (WHERE day >= $2::date) AS "credit"
       FROM account_daily_balances
       WHERE company_id = $1 AND day <= $3::date ${accountIds ? 'AND accounting_account_id = ANY($4::uuid[])' : ''}
       GROUP BY accounting_account_id`,
      [companyId, from ?? '-infinity', to, ...(accountIds ? [accountIds] : [])],
    )) as { accountId: string; beforeDebit: string | null; beforeCredit: string | null; debit: string | null; credit: string | null }[];
    return new Map(
      rows.map((row) => [
        row.accountId,
        {
          before: { debit: parseCents(row.beforeDebit), credit: parseCents(row.beforeCredit) },
          within: { debit: parseCents(row.debit), credit: parseCents(row.credit) },
        },
      ]),
    );
  }

  /**
   * What a ledger needs before it reads a line: what moved on the accounts
   * before `from` (its previous balance) and how many POSTED lines they have
   * from `from` to `to`, both from the daily balances (a row per account
   * and day, through their primary key), never from the lines.
   */
  async ledgerScope(companyId: string, accountIds: string[], from: string, to: string): Promise<{ before: Movement; lines: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT sum(debit) FILTER (WHERE day < $3::date) AS debit, sum(credit) FILTER (WHERE day < $3::date) AS credit,
         coalesce(sum(posted_lines) FILTER (WHERE day >= $3::date), 0)::bigint AS lines
       FROM account_daily_balances
       WHERE company_id = $1 AND accounting_account_id = ANY($2::uuid[]) AND day <= $4::date`,
      [companyId, accountIds, from, to],
    )) as { debit: string | null; credit: string | null; lines: string }[];
    return { before: { debit: parseCents(row?.debit), credit: parseCents(row?.credit) }, lines: Number(row?.lines ?? 0) };
  }

  /**
   * The POSTED lines of the accounts from `from` to `to`, oldest first (by
   * date, then by id: the order they were written). The line's description
   * (its entry's when the line has none); with `financialEntries`, the
   * settlement the entry came from (copied onto its lines). At most `limit`
   * lines, whatever the daily counts said.
   */
  async ledgerLines(companyId: string, accountIds: string[], from: string, to: string, financialEntries: boolean, limit: number): Promise<LedgerLineRow[]> {
    const entry = 'FROM accounting_journal_entries e WHERE e.company_id = l.company_id AND e.id = l.journal_entry_id';
    // One account: the index gives the order; several (a synthetic account): their lines merged by a sort.
    const accounts = accountIds.length === 1 ? 'l.accounting_account_id = $2::uuid' : 'l.accounting_account_id = ANY($2::uuid[])';
    return (await this.dataSource.query(
      `SELECT l.entry_date::text AS day,
         CASE WHEN l.description <> '' THEN l.description ELSE (SELECT e.description ${entry}) END AS description,
         l.type, l.amount
         ${financialEntries ? ', l.financial_entry_id AS "financialEntryId"' : ''}
       FROM accounting_journal_entry_lines l
       WHERE l.company_id = $1 AND ${accounts} AND l.entry_date BETWEEN $3::date AND $4::date AND l.entry_status = 'POSTED'
       ORDER BY l.entry_date, l.id LIMIT $5`,
      [companyId, accountIds.length === 1 ? accountIds[0] : accountIds, from, to, limit],
    )) as LedgerLineRow[];
  }

  /**
   * The dashboard in one statement (one snapshot, so its figures agree):
   * active accounts, POSTED entries of the period (journal_days), movement
   * by month, balances by account type up to `to`, the latest entries.
   */
  async dashboard(companyId: string, from: string, to: string): Promise<DashboardRow> {
    const [row] = (await this.dataSource.query(
      `SELECT
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
                   ORDER BY entry_date DESC, id DESC LIMIT ${RECENT_ENTRIES}) e) AS recent`,
      [companyId, from, to],
    )) as DashboardRow[];
    return row;
  }
}
