import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { TIMESHEET_PERIODS } from './timesheet-periods.collection';
import { TimesheetPeriodsService } from './timesheet-periods.service';

@Module({
  controllers: [collectionController(TIMESHEET_PERIODS, TimesheetPeriodsService)],
  providers: [TimesheetPeriodsService],
  exports: [TimesheetPeriodsService],
})
export class TimesheetPeriodsModule {}
