import { parseCents } from '@bizapi/conventions';
import { driverPool } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChartAccount, Movement } from './chart';
import type { LedgerLineRow } from './ledger-lines';
import { CHART_SQL, DASHBOARD_SQL, LEDGER_SCOPE_SQL, ledgerLinesSql, movementsSql } from './report-statements';

/** Figures of one account over a period: before it (`before`) and within it (`within`). */
export interface PeriodMovement {
  before: Movement;
  within: Movement;
}

export interface DashboardRow {
  accounts: number;
  entries: string;
  months: { month: string; debit: string; credit: string }[] | null;
  composition: { accountType: string; debit: string; credit: string }[] | null;
  recent: { id: string; code: string; description: string; day: string; totalDebit: string; totalCredit: string }[] | null;
}

/**
 * The reports' reads: the statements of report-statements.ts (what each
 * reads and why it stays cheap is said there), their rows turned into exact
 * cents. The ledgers read lines only once the daily balances have counted
 * them (report-bounds.ts).
 */
@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's whole chart, inactive accounts included (their lines still count). */
  async chart(companyId: string): Promise<ChartAccount[]> {
    return (await this.dataSource.query(CHART_SQL, [companyId])) as ChartAccount[];
  }

  /**
   * Per account with movement up to `to` (inclusive): what moved before
   * `from` and from `from` to `to`. `from` null puts everything in `within`.
   * `accountIds` (when given) limits the accounts read.
   */
  async movements(companyId: string, from: string | null, to: string, accountIds?: string[]): Promise<Map<string, PeriodMovement>> {
    const rows = (await this.dataSource.query(
      movementsSql({ someAccounts: Boolean(accountIds) }),
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
      LEDGER_SCOPE_SQL,
      [companyId, accountIds, from, to],
    )) as { debit: string | null; credit: string | null; lines: string }[];
    return { before: { debit: parseCents(row?.debit), credit: parseCents(row?.credit) }, lines: Number(row?.lines ?? 0) };
  }

  /**
   * The POSTED lines of the accounts from `from` to `to`, oldest first (by
   * date, then by id: the order they were written). The line's description
   * (its entry's when the line has none); with `financialEntries`, the
   * settlement the entry came from (copied onto its lines). At most `limit`
   * lines, whatever the daily counts said. Each line comes as an array
   * (pg's array mode, straight on the data source's pool): thousands of
   * them become the answer's entries at once (ledger-lines.ts), so an
   * object per row from pg would only be garbage.
   */
  async ledgerLines(companyId: string, accountIds: string[], from: string, to: string, financialEntries: boolean, limit: number): Promise<LedgerLineRow[]> {
    const { rows } = await driverPool(this.dataSource).query<LedgerLineRow>({
      text: ledgerLinesSql({ oneAccount: accountIds.length === 1, financialEntries }),
      values: [companyId, accountIds.length === 1 ? accountIds[0] : accountIds, from, to, limit],
      rowMode: 'array',
    });
    return rows;
  }

  /**
   * The dashboard in one statement (one snapshot, so its figures agree):
   * active accounts, POSTED entries of the period (journal_days), movement
   * by month, balances by account type up to `to`, the latest entries.
   */
  async dashboard(companyId: string, from: string, to: string): Promise<DashboardRow> {
    const [row] = (await this.dataSource.query(
      DASHBOARD_SQL,
      [companyId, from, to],
    )) as DashboardRow[];
    return row;
  }
}
