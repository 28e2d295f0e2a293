import type { Derivation } from '@bizapi/collections';
import type { TimesheetPeriodEntity } from './timesheet-period.entity';

/** A period's total minutes (totalHours) from its entries, recomputed by the kit under the period's row lock by each entry write. */
export const PERIOD_TOTAL: Derivation<TimesheetPeriodEntity> = {
  children: 'timesheet-entries',
  async compute(period, { children }) {
    period.totalMinutes = Number(await children.aggregate<string>('COALESCE(sum(duration), 0)::bigint'));
  },
};
