import type { AccountType, RequestContext } from '@bizapi/contracts';
import { Cents, toAmount } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { Chart, ChartAccount, Movement, NO_MOVEMENT, addMovements, balanceOf, isZero } from './chart';
import { BalanceSheetQuery } from './report-queries.dto';
import { ReportsRepository } from './reports.repository';

export interface BalanceSheetRow {
  accountId: string | null;
  accountCode: string | null;
  accountName: string;
  balance: number;
}

export interface BalanceSheet {
  assets: BalanceSheetRow[];
  liabilities: BalanceSheetRow[];
  equity: BalanceSheetRow[];
  totalAssets: number;
  totalLiabilitiesAndEquity: number;
  isBalanced: boolean;
}

/** The equity account where the balance sheet shows the result not yet closed (chart-of-accounts.seed.ts). */
export const PERIOD_RESULT_CODE = '3.3.2';
export const PERIOD_RESULT_NAME = 'Resultado do Exercício';

const SECTIONS = { assets: 'ASSET', liabilities: 'LIABILITY', equity: 'EQUITY' } as const;

/**
 * Balanço patrimonial at the end of `referenceDate`: every ASSET, LIABILITY
 * and EQUITY account of the chart (groups and analytical accounts, in code
 * order) with its balance on its normal side. Revenue and expense accounts
 * are not on the balance sheet: their net (revenue − expense up to the
 * date, i.e. what no closing entry has moved into equity yet) is the
 * period's result, shown on 3.3.2 "Resultado do Exercício" and rolled up
 * into its groups. So totalAssets = totalLiabilitiesAndEquity whenever every
 * entry balances.
 */
@Injectable()
export class BalanceSheetService {
  constructor(private readonly repository: ReportsRepository) {}

  async balanceSheet(caller: RequestContext, query: BalanceSheetQuery): Promise<BalanceSheet> {
    const [accounts, movements] = await Promise.all([
      this.repository.chart(caller.companyId),
      this.repository.movements(caller.companyId, null, query.referenceDate),
    ]);
    const chart = new Chart(accounts);
    const own = new Map<string, { all: Movement }>();
    let result: Cents = 0n;
    for (const [accountId, { within }] of movements) {
      const type = chart.get(accountId)?.accountType;
      if (type === 'REVENUE' || type === 'EXPENSE') result += within.credit - within.debit;
      else own.set(accountId, { all: within });
    }
    // The result as a credit on the result account (a loss is a negative credit).
    const resultAccount = periodResultAccount(chart);
    if (resultAccount) own.set(resultAccount.id, { all: addMovements(own.get(resultAccount.id)?.all ?? NO_MOVEMENT, { debit: 0n, credit: result }) });
    const totals = chart.rollUp(own, ['all']);

    const sheet = { assets: [], liabilities: [], equity: [] } as Pick<BalanceSheet, keyof typeof SECTIONS>;
    const sectionTotals = { assets: 0n, liabilities: 0n, equity: 0n };
    for (const [section, type] of Object.entries(SECTIONS) as [keyof typeof SECTIONS, AccountType][]) {
      for (const account of chart.accounts) {
        if (account.accountType !== type) continue;
        const movement = totals.get(account.id)?.all ?? NO_MOVEMENT;
        if (!account.isActive && isZero(movement)) continue;
        sheet[section].push({ accountId: account.id, accountCode: account.code, accountName: account.name, balance: toAmount(balanceOf(type, movement)) });
      }
      // The section's total: its accounts' own balances (lines sit on analytical accounts only; no group counted twice).
      for (const [accountId, { all }] of own) if (chart.get(accountId)?.accountType === type) sectionTotals[section] += balanceOf(type, all);
    }
    if (!resultAccount) {
      // A chart without an active 3.3.2: the result still belongs in equity, on a row of its own.
      sheet.equity.push({ accountId: null, accountCode: null, accountName: PERIOD_RESULT_NAME, balance: toAmount(result) });
      sectionTotals.equity += result;
    }
    const liabilitiesAndEquity = sectionTotals.liabilities + sectionTotals.equity;
    return {
      ...sheet,
      totalAssets: toAmount(sectionTotals.assets),
      totalLiabilitiesAndEquity: toAmount(liabilitiesAndEquity),
      isBalanced: sectionTotals.assets === liabilitiesAndEquity,
    };
  }
}

/** The active analytical EQUITY account 3.3.2, where the period's result is shown. */
export function periodResultAccount(chart: Chart): ChartAccount | undefined {
  const account = chart.byCode(PERIOD_RESULT_CODE);
  return account?.isActive && account.isAnalytical && account.accountType === 'EQUITY' ? account : undefined;
}
