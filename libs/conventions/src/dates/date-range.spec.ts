import { ApiError } from '@bizapi/contracts';
import { assertNotBefore } from './date-range';

function failure(run: () => void): ApiError | undefined {
  try {
    run();
  } catch (error) {
    return error as ApiError;
  }
  return undefined;
}

describe('assertNotBefore', () => {
  it('accepts an end on or after the start, and an absent bound', () => {
    expect(failure(() => assertNotBefore('endDate', '2026-03-01', 'startDate', '2026-03-01'))).toBeUndefined();
    expect(failure(() => assertNotBefore('endDate', new Date('2026-03-02T00:00:00Z'), 'startDate', '2026-03-01'))).toBeUndefined();
    expect(failure(() => assertNotBefore('endDate', null, 'startDate', '2026-03-01'))).toBeUndefined();
    expect(failure(() => assertNotBefore('endDate', '2026-03-01', 'startDate', undefined))).toBeUndefined();
  });

  it('refuses an end before the start with one message naming both fields', () => {
    const error = failure(() => assertNotBefore('expectedEndDate', '2026-02-28', 'startDate', new Date('2026-03-01T00:00:00Z')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.errors).toEqual([{ field: 'expectedEndDate', message: 'expectedEndDate must not be before startDate' }]);
  });

  it('compares date-times as instants', () => {
    expect(failure(() => assertNotBefore('endDate', '2026-03-01T10:00:00Z', 'startDate', '2026-03-01T10:00:01Z'))).toBeInstanceOf(ApiError);
  });
});
