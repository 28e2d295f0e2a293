import { ErrorCode } from '@bizapi/contracts';
import { ApiDate, EnumValue, Money, Nullable, Optional, Required, Text } from './field-rules';
import { validateInput } from './validate';

class Sample {
  @Required() @Text(5) name: string;
  @Optional() @EnumValue(['A', 'B']) kind?: string;
  @Optional() @ApiDate() when?: string;
  @Optional() @Money({ exclusiveMin: true }) amount?: number;
  @Nullable() @Text(10) note?: string | null;
}

function failure(input: unknown) {
  try {
    validateInput(Sample, input);
  } catch (error) {
    return error as { code: string; errors: { field: string; message: string }[] };
  }
  throw new Error('expected a validation failure');
}

describe('validateInput', () => {
  it('accepts a valid object', () => {
    expect(validateInput(Sample, { name: 'Ann', kind: 'A', amount: 10.5, note: null })).toMatchObject({ name: 'Ann' });
  });

  it('reports a missing required field', () => {
    expect(failure({})).toEqual(expect.objectContaining({ code: ErrorCode.VALIDATION_ERROR, errors: [{ field: 'name', message: 'name is required' }] }));
  });

  it('gives INVALID_ENUM_VALUE when only enumerations are wrong', () => {
    expect(failure({ name: 'Ann', kind: 'a' })).toMatchObject({ code: ErrorCode.INVALID_ENUM_VALUE, errors: [{ field: 'kind' }] });
  });

  it('gives INVALID_DATE_FORMAT when only dates are wrong', () => {
    expect(failure({ name: 'Ann', when: '2026-02-30' })).toMatchObject({ code: ErrorCode.INVALID_DATE_FORMAT, errors: [{ field: 'when' }] });
  });

  it('gives VALIDATION_ERROR with every field when problems are mixed', () => {
    const error = failure({ kind: 'C', when: 'x' });
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.errors.map((entry) => entry.field).sort()).toEqual(['kind', 'name', 'when']);
  });

  it('refuses unknown fields by name', () => {
    expect(failure({ name: 'Ann', code: 'X-1' })).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      errors: [{ field: 'code', message: 'code is not an accepted field' }],
    });
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'toolong' }, 'name'],
    [{ name: 5 }, 'name'],
    [{ name: null }, 'name'],
    [{ name: 'Ann', kind: null }, 'kind'],
    [{ name: 'Ann', amount: 0 }, 'amount'],
    [{ name: 'Ann', amount: 1.005 }, 'amount'],
    [{ name: 'Ann', amount: '10' }, 'amount'],
    [{ name: 'Ann', note: 'x'.repeat(11) }, 'note'],
  ])('refuses %j at %s', (input, field) => {
    expect(failure(input).errors.map((entry) => entry.field)).toEqual([field]);
  });

  it('refuses NUL characters before they reach SQL', () => {
    expect(failure({ name: 'A\u0000' })).toMatchObject({ code: ErrorCode.VALIDATION_ERROR, errors: [{ field: 'name' }] });
  });
});
