import { CollectionKit, CollectionService, CreateInput, WriteContext } from '@bizapi/collections';
import { ApiError, MAX_MINUTES_PER_DAY, RequestContext, TIMESHEET_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { formatApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import type { TimesheetPeriodEntity } from '../timesheet-periods/timesheet-period.entity';
import { TimesheetEntryEntity } from './timesheet-entry.entity';
import { TIMESHEET_ENTRIES } from './timesheet-entries.collection';

type Create = CreateInput<typeof TIMESHEET_ENTRIES_CONTRACT>;

const DAY_MS = 86_400_000;

/**
 * Timesheet entries, written by the authenticated company user (their
 * companyUserId). The period must be OPEN and hold the date; the task, if
 * sent, must be of the project; a user's minutes of one (UTC) day are at
 * most 1440 over all their entries. The period is locked before the checks
 * and its totalHours recomputed in the same transaction, so concurrent
 * entries neither lose minutes nor pass the daily maximum together.
 */
@Injectable()
export class TimesheetEntriesService extends CollectionService<TimesheetEntryEntity, Create> {
  constructor(kit: CollectionKit) {
    super(kit, TIMESHEET_ENTRIES);
  }

  protected override async build(input: Create, caller: RequestContext): Promise<Partial<TimesheetEntryEntity>> {
    return { ...(await super.build(input, caller)), companyUserId: caller.userId };
  }

  /** The period is the one the kit locked for this write (the declared parent). */
  protected override async check(entry: TimesheetEntryEntity, { manager, parent }: WriteContext): Promise<void> {
    const period = parent as TimesheetPeriodEntity | null;
    if (!period) throw ApiError.validation('timesheetPeriodId', 'timesheetPeriodId must be the id of a timesheet period of the company');
    if (period.status !== 'OPEN') throw ApiError.validation('timesheetPeriodId', `the timesheet period is ${period.status}: entries go only into an OPEN period`);
    if (entry.date < period.startDate || entry.date > period.endDate) {
      throw ApiError.validation('date', 'date must be within the timesheet period (startDate to endDate)');
    }
    if (entry.projectTaskId) {
      const tasks = this.kit.registry.store('project-tasks')?.table.name;
      const rows = (await manager.query(`SELECT project_id FROM ${tasks} WHERE company_id = $1 AND id = $2`, [entry.companyId, entry.projectTaskId])) as {
        project_id: string;
      }[];
      if (rows[0]?.project_id !== entry.projectId) throw ApiError.validation('projectTaskId', "projectTaskId must be the id of a task of the entry's project");
    }
    await this.checkDailyMaximum(entry, manager);
  }

  /** The user's minutes of the entry's UTC day, this entry included, at most 1440: the (company, user, day) is serialised by an advisory lock. */
  private async checkDailyMaximum(entry: TimesheetEntryEntity, manager: WriteContext['manager']): Promise<void> {
    const dayStart = new Date(Math.floor(entry.date.getTime() / DAY_MS) * DAY_MS);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`timesheet-day:${entry.companyId}:${entry.companyUserId}:${dayStart.toISOString()}`]);
    const [{ minutes }] = (await manager.query(
      `SELECT COALESCE(sum(duration), 0)::bigint AS minutes FROM ${this.store.table.name}
       WHERE company_id = $1 AND company_user_id = $2 AND date >= $3 AND date < $4`,
      [entry.companyId, entry.companyUserId, dayStart, new Date(dayStart.getTime() + DAY_MS)],
    )) as { minutes: string }[];
    if (Number(minutes) + entry.duration > MAX_MINUTES_PER_DAY) {
      throw ApiError.validation(
        'duration',
        `a user's entries of one day total at most ${MAX_MINUTES_PER_DAY} minutes; ${Number(minutes)} are already recorded for ${formatApiDate(dayStart)}`,
      );
    }
  }
}
