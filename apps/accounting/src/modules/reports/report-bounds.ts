import { ApiError } from '@bizapi/contracts';
import { PeriodQuery } from './report-queries.dto';

/**
 * The most lines a general ledger or account statement answers. A report
 * crosses NATS as one message (at most 1 MiB, gzipped above 960 KiB) and is
 * built whole in accounting's memory: at this many lines a statement still
 * fits one message gzipped, and its heap while it is written stays a small
 * part of the service's limit (the sizes: docs/benchmarks.md, "Smaller
 * figures behind the code"). A wider period is refused, never cut short (a ledger without
 * some of its lines would be a wrong ledger); a client asks for it in
 * shorter periods, each opening with the previous one's closing balance.
 */
export const MAX_LEDGER_LINES = 20_000;

/**
 * The most months a dashboard covers (100 years): `monthlyMovement` has one
 * entry per month of the period, zeros included, so it grows with the
 * period, not with the books.
 */
export const MAX_DASHBOARD_MONTHS = 1_200;

/**
 * A ledger's period holding more than MAX_LEDGER_LINES lines (`lines`, when
 * counted): 400 VALIDATION_ERROR naming `startDate`.
 */
export function tooManyLines(lines?: number): ApiError {
  const found = lines === undefined ? 'more lines on this account than' : `${lines} lines on this account, more than`;
  return ApiError.validation(
    'startDate',
    `the period has ${found} the ${MAX_LEDGER_LINES} a ledger answers: choose a later startDate or an earlier endDate, and ask for the rest in further periods`,
  );
}

/** A dashboard period touching more than MAX_DASHBOARD_MONTHS months: 400 VALIDATION_ERROR naming `startDate`. */
export function assertDashboardMonths(query: PeriodQuery): void {
  const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const months = monthIndex(query.endDate) - monthIndex(query.startDate) + 1;
  if (months > MAX_DASHBOARD_MONTHS) {
    throw ApiError.validation(
      'startDate',
      `the period touches ${months} months, more than the ${MAX_DASHBOARD_MONTHS} a dashboard covers: choose a later startDate or an earlier endDate`,
    );
  }
}
