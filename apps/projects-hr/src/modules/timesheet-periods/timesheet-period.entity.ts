import { TIMESHEET_PERIODS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A timesheet period: its entries' minutes are summed into total_minutes (totalHours). The spec shows no isActive. */
@Entity({ name: 'timesheet_periods' })
@ListIndexes('timesheet_periods')
@Index('timesheet_periods_company_status_idx', ['companyId', 'status'])
export class TimesheetPeriodEntity extends DeclaredTable(TIMESHEET_PERIODS_CONTRACT) {}
