import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateTimesheetEntryDto } from './timesheet-entry.dto';
import { TIMESHEET_ENTRIES } from './timesheet-entries.collection';
import { TimesheetEntriesService } from './timesheet-entries.service';

@Module({
  controllers: [collectionController(TIMESHEET_ENTRIES, TimesheetEntriesService, { create: CreateTimesheetEntryDto })],
  providers: [TimesheetEntriesService],
})
export class TimesheetEntriesModule {}
