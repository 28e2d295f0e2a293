import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';
import type { TimesheetPeriodStatus } from '../shared/enums';

/** A timesheet period: its entries' minutes are summed into total_minutes (totalHours). The spec shows no isActive. */
@Entity({ name: 'timesheet_periods' })
@ListIndexes('timesheet_periods')
@Index('timesheet_periods_company_status_idx', ['companyId', 'status'])
export class TimesheetPeriodEntity extends TenantRecord {
  @Column({ type: 'text' })
  title: string;

  /** A date-only input is 00:00:00.000Z of that day. */
  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  /** A date-only input is 23:59:59.000Z of that day (spec convention 5). */
  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ type: 'text', default: 'OPEN' })
  status: TimesheetPeriodStatus;

  /** Σ duration of the period's entries, exact; totalHours is this / 60. Written under the period's row lock with every entry. */
  @Column({ name: 'total_minutes', type: 'bigint', default: 0, transformer: { to: (value: number) => value, from: (value: string | null) => Number(value ?? 0) } })
  totalMinutes: number;
}
