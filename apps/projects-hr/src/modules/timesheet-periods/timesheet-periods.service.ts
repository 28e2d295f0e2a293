import { CollectionKit, CollectionService } from '@bizapi/collections';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { lockParent } from '../shared/row-lock';
import { CreateTimesheetPeriodDto } from './timesheet-period.dto';
import { TimesheetPeriodEntity } from './timesheet-period.entity';
import { TIMESHEET_PERIODS } from './timesheet-periods.collection';

/**
 * Timesheet periods: created OPEN with totalHours 0; endDate given as a date
 * is the end of that day and is never before startDate. totalHours follows
 * the entries (see addMinutes).
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

  /** The period, locked (FOR NO KEY UPDATE) until the transaction ends: its entries are written one at a time. */
  lock(manager: EntityManager, companyId: string, id: string): Promise<TimesheetPeriodEntity | null> {
    return lockParent(manager, this.store, companyId, id);
  }

  /**
   * Recomputes the locked period's total from its entries, in the entry's
   * transaction, and emits timesheet.period_updated when it changed.
   */
  async refreshTotal(manager: EntityManager, period: TimesheetPeriodEntity, entriesTable: string): Promise<void> {
    const [{ minutes }] = (await manager.query(
      `SELECT COALESCE(sum(duration), 0)::bigint AS minutes FROM ${entriesTable} WHERE company_id = $1 AND timesheet_period_id = $2`,
      [period.companyId, period.id],
    )) as { minutes: string }[];
    if (Number(minutes) === period.totalMinutes) return;
    Object.assign(period, { totalMinutes: Number(minutes), updatedAt: new Date() });
    await this.store.update(manager, period);
    await this.kit.outbox.append(manager, period.companyId, 'timesheet.period_updated', this.detail(period));
  }
}
