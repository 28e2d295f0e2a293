import { CollectionKit, CollectionService } from '@bizapi/collections';
import { assertNotBefore } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { TimesheetPeriodEntity } from './timesheet-period.entity';
import { TIMESHEET_PERIODS } from './timesheet-periods.collection';

/**
 * Timesheet periods: created OPEN with totalHours 0; endDate given as a date
 * is the end of that day and is never before startDate. totalHours follows
 * the entries (PERIOD_TOTAL, run by the kit).
 */
@Injectable()
export class TimesheetPeriodsService extends CollectionService<TimesheetPeriodEntity> {
  constructor(kit: CollectionKit) {
    super(kit, TIMESHEET_PERIODS);
  }

  protected override check(period: TimesheetPeriodEntity): void {
    assertNotBefore('endDate', period.endDate, 'startDate', period.startDate);
  }
}
