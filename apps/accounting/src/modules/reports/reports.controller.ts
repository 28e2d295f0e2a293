import { type RequestContext, reportSubject } from '@bizapi/contracts';
import { Caller, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BalanceSheetService } from './balance-sheet.service';
import { DashboardService } from './dashboard.service';
import { LedgerService } from './ledger.service';
import { BalanceSheetQuery, DashboardQuery, LedgerQuery, TrialBalanceQuery } from './report-queries.dto';
import { TrialBalanceService } from './trial-balance.service';

/** `GET /accounting-reports/<report>` (the gateway routes each to `api.accounting-reports.<report>`). */
@Controller()
export class ReportsController {
  constructor(
    private readonly trialBalances: TrialBalanceService,
    private readonly balanceSheets: BalanceSheetService,
    private readonly ledgers: LedgerService,
    private readonly dashboards: DashboardService,
  ) {}

  @MessagePattern(reportSubject('trial-balance'))
  trialBalance(@Caller() caller: RequestContext, @RpcQuery() query: TrialBalanceQuery) {
    return this.trialBalances.trialBalance(caller, query);
  }

  @MessagePattern(reportSubject('balance-sheet'))
  balanceSheet(@Caller() caller: RequestContext, @RpcQuery() query: BalanceSheetQuery) {
    return this.balanceSheets.balanceSheet(caller, query);
  }

  @MessagePattern(reportSubject('general-ledger'))
  generalLedger(@Caller() caller: RequestContext, @RpcQuery() query: LedgerQuery) {
    return this.ledgers.generalLedger(caller, query);
  }

  @MessagePattern(reportSubject('account-statement'))
  accountStatement(@Caller() caller: RequestContext, @RpcQuery() query: LedgerQuery) {
    return this.ledgers.accountStatement(caller, query);
  }

  @MessagePattern(reportSubject('dashboard-summary'))
  dashboardSummary(@Caller() caller: RequestContext, @RpcQuery() query: DashboardQuery) {
    return this.dashboards.dashboardSummary(caller, query);
  }
}
