import { ApiError } from '@bizapi/contracts';
import { ApiDay, formatApiDate } from './api-date';

/** A date-like bound of a range: a Date, or an API day / date-time text (compared as instants). */
type Bound = Date | string | null | undefined;

function instantOf(value: Bound): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? null : time;
}

/**
 * 400 VALIDATION_ERROR on `laterField` when it falls before `earlierField`
 * (`endDate must not be before startDate`): the one rule and message of
 * every range the API accepts. An absent bound passes.
 */
export function assertNotBefore(laterField: string, later: Bound, earlierField: string, earlier: Bound): void {
  const end = instantOf(later);
  const start = instantOf(earlier);
  if (end !== null && start !== null && end < start) throw ApiError.validation(laterField, `${laterField} must not be before ${earlierField}`);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day `months` months after `first` (`YYYY-MM-DD`), on the first date's
 * day of the month, or the month's last day when it has fewer days. Always
 * computed from the original day, so 31 Jan gives 28/29 Feb, then 31 Mar.
 */
export function addMonthsClamped(first: string, months: number): ApiDay {
  const match = DATE_ONLY.exec(first);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${first}`);
  const [year, month, day] = match.slice(1).map(Number);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return formatApiDate(new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))));
}
