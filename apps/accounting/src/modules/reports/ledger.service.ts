import type { RequestContext } from '@bizapi/contracts';
import { JsonBytes, isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { Chart, balanceOf, normalSide } from './chart';
import { ledgerJson } from './ledger-json';
import type { Ledger } from './ledger-lines';
import { MAX_LEDGER_LINES, tooManyLines } from './report-bounds';
import { LedgerQuery, assertPeriod, unknownAccount } from './report-queries.dto';
import { ReportsRepository } from './reports.repository';

/**
 * Razão (general ledger) and extrato (account statement) of one account
 * over a period: its balance before the period (from the daily balances),
 * then each POSTED line of the period, oldest first, with the balance after
 * it, on the account type's normal side. A synthetic account's ledger
 * covers the lines of every account under it. The statement is the same
 * ledger with each entry's `financialEntryId` (the settlement it came from,
 * null for entries posted otherwise). A period with more than
 * MAX_LEDGER_LINES lines is refused (report-bounds.ts). The lines come
 * as arrays and become the answer's JSON bytes in one pass (ledger-json.ts),
 * which the reply serializer sends as they are.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly repository: ReportsRepository) {}

  generalLedger(caller: RequestContext, query: LedgerQuery): Promise<JsonBytes<Ledger>> {
    return this.ledger(caller, query, false);
  }

  accountStatement(caller: RequestContext, query: LedgerQuery): Promise<JsonBytes<Ledger>> {
    return this.ledger(caller, query, true);
  }

  private async ledger(caller: RequestContext, query: LedgerQuery, financialEntries: boolean): Promise<JsonBytes<Ledger>> {
    assertPeriod(query);
    if (!isId(query.accountingAccountId)) throw unknownAccount('accountingAccountId');
    const chart = new Chart(await this.repository.chart(caller.companyId));
    const account = chart.active(query.accountingAccountId);
    if (!account) throw unknownAccount('accountingAccountId');
    // Lines sit on analytical accounts; a synthetic account reads those under it.
    const covered = chart.subtree(account.id).map((each) => each.id);
    // Counted before any line is read, so a period too wide for one answer costs a few daily rows.
    const { before, lines: counted } = await this.repository.ledgerScope(caller.companyId, covered, query.startDate, query.endDate);
    if (counted > MAX_LEDGER_LINES) throw tooManyLines(counted);
    // One more than the cap: lines posted since the count could still take the period past it.
    const lines = await this.repository.ledgerLines(caller.companyId, covered, query.startDate, query.endDate, financialEntries, MAX_LEDGER_LINES + 1);
    if (lines.length > MAX_LEDGER_LINES) throw tooManyLines();
    const head = {
      account: { id: account.id, code: account.code, name: account.name, accountType: account.accountType },
      previousCents: Number(balanceOf(account.accountType, before)),
      side: normalSide(account.accountType) === 1n ? (1 as const) : (-1 as const),
    };
    return new JsonBytes(ledgerJson(head, lines, financialEntries));
  }
}
