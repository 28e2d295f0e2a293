import type { AccountType, RequestContext } from '@bizapi/contracts';
import { Cents, toAmount, parseCents } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { balanceOf } from './chart';
import { assertDashboardMonths } from './report-bounds';
import { DashboardQuery, apiDate, assertPeriod } from './report-queries.dto';
import { ReportsRepository } from './reports.repository';

export interface DashboardSummary {
  cards: { totalAccounts: number; totalEntries: number; totalDebit: number; totalCredit: number };
  monthlyMovement: { month: string; totalDebit: number; totalCredit: number }[];
  balanceComposition: { totalAssets: number; totalLiabilities: number; totalEquity: number };
  recentEntries: { id: string; code: string; description: string; entryDate: string; totalDebit: number; totalCredit: number }[];
}

/**
 * The accounting dashboard of a period:
 * - cards: active accounts of the chart (groups and analytical), POSTED
 *   entries dated in the period, and the period's debits and credits;
 * - monthlyMovement: every month the period touches, in order, with zeros
 *   where nothing moved (a partial first or last month counts only the
 *   period's days); at most MAX_DASHBOARD_MONTHS of them (report-bounds.ts);
 * - balanceComposition: balances at the end of the period, as the balance
 *   sheet of `endDate` shows them (equity includes the result not yet closed);
 * - recentEntries: the 10 latest POSTED entries of the period, newest first.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly repository: ReportsRepository) {}

  async dashboardSummary(caller: RequestContext, query: DashboardQuery): Promise<DashboardSummary> {
    assertPeriod(query);
    assertDashboardMonths(query);
    const row = await this.repository.dashboard(caller.companyId, query.startDate, query.endDate);
    const moved = new Map((row.months ?? []).map((month) => [month.month, { debit: parseCents(month.debit), credit: parseCents(month.credit) }]));
    let totalDebit: Cents = 0n;
    let totalCredit: Cents = 0n;
    const monthlyMovement = monthsOf(query.startDate, query.endDate).map((month) => {
      const { debit, credit } = moved.get(month) ?? { debit: 0n, credit: 0n };
      totalDebit += debit;
      totalCredit += credit;
      return { month, totalDebit: toAmount(debit), totalCredit: toAmount(credit) };
    });
    const byType = new Map<string, Cents>();
    for (const part of row.composition ?? []) {
      const type = part.accountType as AccountType;
      byType.set(type, balanceOf(type, { debit: parseCents(part.debit), credit: parseCents(part.credit) }));
    }
    const of = (type: AccountType) => byType.get(type) ?? 0n;
    return {
      cards: { totalAccounts: row.accounts, totalEntries: Number(row.entries), totalDebit: toAmount(totalDebit), totalCredit: toAmount(totalCredit) },
      monthlyMovement,
      balanceComposition: {
        totalAssets: toAmount(of('ASSET')),
        totalLiabilities: toAmount(of('LIABILITY')),
        totalEquity: toAmount(of('EQUITY') + of('REVENUE') - of('EXPENSE')),
      },
      recentEntries: (row.recent ?? []).map((entry) => ({
        id: entry.id,
        code: entry.code,
        description: entry.description,
        entryDate: apiDate(entry.day),
        totalDebit: toAmount(parseCents(entry.totalDebit)),
        totalCredit: toAmount(parseCents(entry.totalCredit)),
      })),
    };
  }
}

/** `YYYY-MM` of every month from the one of `from` to the one of `to` (both `YYYY-MM-DD`). */
export function monthsOf(from: string, to: string): string[] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  const months: string[] = [];
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}
