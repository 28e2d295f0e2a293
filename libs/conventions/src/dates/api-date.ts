import { isoInstant } from './iso-instant';

/**
 * Dates of spec convention 5. Inputs are `YYYY-MM-DD` or
 * `YYYY-MM-DDTHH:mm:ssZ` (fractional seconds are also taken, so a value the
 * API returned can be sent back); outputs are ISO 8601 UTC with milliseconds.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

export interface ApiDateOptions {
  /** Only `YYYY-MM-DD` is accepted (fields the spec shows as `YYYY-MM-DD`). */
  dateOnly?: boolean;
  /**
   * A date-only value means the end of that day, 23:59:59.000Z (quotes'
   * `validUntil`, recurring contracts' and timesheet periods' `endDate`).
   */
  endOfDay?: boolean;
}

function buildUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  // Date.UTC rolls 2026-02-30 over to March; a real calendar date survives the round trip.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The instant an input names, or null when it is not one of the accepted formats or not a real date. */
export function parseApiDate(value: unknown, options: ApiDateOptions = {}): Date | null {
  if (typeof value !== 'string') return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    return options.endOfDay ? buildUtc(year, month, day, 23, 59, 59) : buildUtc(year, month, day);
  }
  if (options.dateOnly) return null;
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [year, month, day, hour, minute, second] = dateTime.slice(1, 7).map(Number);
  const ms = dateTime[7] ? Number(dateTime[7].padEnd(3, '0')) : 0;
  return buildUtc(year, month, day, hour, minute, second, ms);
}

/**
 * A date-time of a response, `YYYY-MM-DDTHH:mm:ss.sssZ`. A string to every
 * reader; the brand tells the OpenAPI generator (tools/openapi) its format.
 */
export type ApiDateTime = string & { readonly __format_date_time?: never };
/** A day of a response, `YYYY-MM-DD` (branded like {@link ApiDateTime}). */
export type ApiDay = string & { readonly __format_date?: never };

/** `YYYY-MM-DDTHH:mm:ss.sssZ`, or null. */
export function formatApiDateTime(value: Date): ApiDateTime;
export function formatApiDateTime(value: Date | null | undefined): ApiDateTime | null;
export function formatApiDateTime(value: Date | null | undefined): ApiDateTime | null {
  return value ? (isoInstant(value) as ApiDateTime) : null;
}

/** `YYYY-MM-DD` of a UTC instant. */
export function formatApiDate(value: Date): ApiDay {
  return value.toISOString().slice(0, 10) as ApiDay;
}
