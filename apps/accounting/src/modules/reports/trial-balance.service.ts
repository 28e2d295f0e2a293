import type { AccountType, RequestContext } from '@bizapi/contracts';
import { toAmount } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { Chart, ChartAccount, Movement, NO_MOVEMENT, balanceOf, isZero } from './chart';
import { TrialBalanceQuery, assertPeriod, unknownAccount } from './report-queries.dto';
import { PeriodMovement, ReportsRepository } from './reports.repository';

export interface TrialBalanceRow {
  accountId: string;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  previousBalance: number;
  totalDebit: number;
  totalCredit: number;
  finalBalance: number;
}

const FIGURES = ['before', 'within'] as const;

/**
 * Balancete de verificação: every account of the chart in code order, with
 * its balance before the period, the period's debits and credits, and its
 * balance at the end of the period, on the account type's normal side.
 * Synthetic accounts show their descendants' sums. Active accounts are all
 * listed (with zeros when nothing moved); an inactive account is listed
 * only while it has figures, so the analytical rows always add up.
 */
@Injectable()
export class TrialBalanceService {
  constructor(private readonly repository: ReportsRepository) {}

  async trialBalance(caller: RequestContext, query: TrialBalanceQuery): Promise<{ data: TrialBalanceRow[] }> {
    assertPeriod(query);
    if (query.accountId !== undefined && !isId(query.accountId)) throw unknownAccount('accountId');
    const { companyId } = caller;
    let chart: Chart;
    let accounts: ChartAccount[];
    let own: Map<string, PeriodMovement>;
    if (query.accountId === undefined) {
      const [rows, movements] = await Promise.all([this.repository.chart(companyId), this.repository.movements(companyId, query.startDate, query.endDate)]);
      chart = new Chart(rows);
      accounts = chart.accounts;
      own = movements;
    } else {
      chart = new Chart(await this.repository.chart(companyId));
      const account = chart.active(query.accountId);
      if (!account) throw unknownAccount('accountId');
      accounts = [account];
      // Only what the account covers is read.
      own = await this.repository.movements(companyId, query.startDate, query.endDate, chart.subtree(account.id).map((covered) => covered.id));
    }
    const totals = chart.rollUp(own, FIGURES);
    const data: TrialBalanceRow[] = [];
    for (const account of accounts) {
      const figures = totals.get(account.id) ?? { before: NO_MOVEMENT, within: NO_MOVEMENT };
      if (!account.isActive && isZero(figures.before) && isZero(figures.within)) continue;
      data.push(trialBalanceRow(account.id, account.code, account.name, account.accountType, figures.before, figures.within));
    }
    return { data };
  }
}

function trialBalanceRow(id: string, code: string, name: string, type: AccountType, before: Movement, within: Movement): TrialBalanceRow {
  const previous = balanceOf(type, before);
  return {
    accountId: id,
    accountCode: code,
    accountName: name,
    accountType: type,
    previousBalance: toAmount(previous),
    totalDebit: toAmount(within.debit),
    totalCredit: toAmount(within.credit),
    finalBalance: toAmount(previous + balanceOf(type, within)),
  };
}
