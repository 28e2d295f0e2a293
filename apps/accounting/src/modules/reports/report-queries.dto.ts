import { ApiError } from '@bizapi/contracts';
import { ApiDate, Optional, Required } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/**
 * The reports' query parameters (spec, reports table). Dates are
 * `YYYY-MM-DD` (as the journal entries' `startDate`/`endDate`), inclusive;
 * a missing one is VALIDATION_ERROR, a malformed one INVALID_DATE_FORMAT,
 * and any parameter not listed is VALIDATION_ERROR naming it.
 */
const Day = () => ApiDate({ dateOnly: true });

export class PeriodQuery {
  @Required() @Day() startDate: string;
  @Required() @Day() endDate: string;
}

export class TrialBalanceQuery extends PeriodQuery {
  /** Only this account's row (a synthetic account's figures still cover its descendants). */
  @Optional() @IsString({ message: '$property must be an accounting account id' }) accountId?: string;
}

export class BalanceSheetQuery {
  @Required() @Day() referenceDate: string;
}

export class LedgerQuery extends PeriodQuery {
  @Required() @IsString({ message: '$property must be an accounting account id' }) accountingAccountId: string;
}

export class DashboardQuery extends PeriodQuery {}

/** A period ends on or after the day it starts; otherwise 400 VALIDATION_ERROR naming `startDate`. */
export function assertPeriod(query: PeriodQuery): void {
  if (query.startDate > query.endDate) {
    throw ApiError.validation('startDate', 'startDate must be on or before endDate');
  }
}

/** A query parameter naming an account that is not an active account of the company: 400 VALIDATION_ERROR naming it. */
export function unknownAccount(field: string): ApiError {
  return ApiError.validation(field, `${field} must be the id of an active accounting account of the company`);
}

/** `YYYY-MM-DD` → the spec's date (a datetime at midnight UTC). */
export function apiDate(day: string): string {
  return `${day}T00:00:00.000Z`;
}
