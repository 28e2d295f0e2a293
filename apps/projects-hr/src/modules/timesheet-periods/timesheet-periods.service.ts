import { CollectionKit, CollectionService } from '@bizapi/collections';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateTimesheetPeriodDto } from './timesheet-period.dto';
import { TimesheetPeriodEntity } from './timesheet-period.entity';
import { TIMESHEET_PERIODS } from './timesheet-periods.collection';

/**
 * Timesheet periods: created OPEN with totalHours 0; endDate given as a date
 * is the end of that day and is never before startDate. totalHours follows
 * the entries (PERIOD_TOTAL, run by the kit).
 */
@Injectable()
export class TimesheetPeriodsService extends CollectionService<TimesheetPeriodEntity, CreateTimesheetPeriodDto> {
  constructor(kit: CollectionKit) {
    super(kit, TIMESHEET_PERIODS);
  }

  protected override build(input: CreateTimesheetPeriodDto): Partial<TimesheetPeriodEntity> {
    const startDate = parseApiDate(input.startDate) as Date;
    const endDate = parseApiDate(input.endDate, { endOfDay: true }) as Date;
    assertNotBefore('endDate', endDate, 'startDate', startDate);
    return { title: input.title, startDate, endDate, status: 'OPEN', totalMinutes: 0 };
  }
}
