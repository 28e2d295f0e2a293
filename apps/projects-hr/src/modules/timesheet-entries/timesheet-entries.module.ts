import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { TIMESHEET_ENTRIES } from './timesheet-entries.collection';
import { TimesheetEntriesService } from './timesheet-entries.service';

@Module({
  controllers: [collectionController(TIMESHEET_ENTRIES, TimesheetEntriesService)],
  providers: [TimesheetEntriesService],
})
export class TimesheetEntriesModule {}
