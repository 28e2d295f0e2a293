import { Module } from '@nestjs/common';
import { BalanceSheetService } from './balance-sheet.service';
import { DashboardService } from './dashboard.service';
import { LedgerService } from './ledger.service';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { TrialBalanceService } from './trial-balance.service';

/** The five accounting reports (read-only, no envelope), computed from the daily balances JournalPoster keeps. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsRepository, TrialBalanceService, BalanceSheetService, LedgerService, DashboardService],
})
export class ReportsModule {}
