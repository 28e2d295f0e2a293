import { ApiError, ErrorCode, FieldError } from '@bizapi/contracts';
import { ValidationError } from 'class-validator';
import { DATE_CONSTRAINT, ENUM_CONSTRAINT } from './field-rules';

const CODE_OF_CONSTRAINT: Record<string, ErrorCode> = {
  [ENUM_CONSTRAINT]: ErrorCode.INVALID_ENUM_VALUE,
  [DATE_CONSTRAINT]: ErrorCode.INVALID_DATE_FORMAT,
};

/** class-validator's constraint for a property the DTO does not declare. */
const UNKNOWN_FIELD_CONSTRAINT = 'whitelistValidation';

interface CodedFieldError extends FieldError {
  code: ErrorCode;
}

function flatten(errors: ValidationError[], parent = ''): CodedFieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).slice(0, 1).map(([constraint, message]) => ({
      field,
      code: CODE_OF_CONSTRAINT[constraint] ?? ErrorCode.VALIDATION_ERROR,
      message: constraint === UNKNOWN_FIELD_CONSTRAINT ? `${field} is not an accepted field` : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Turns class-validator's findings into one coded error with an `errors`
 * entry per field. When every finding is an enumeration (or every one a date)
 * problem, the code says so; a mix is a VALIDATION_ERROR.
 */
export function toValidationApiError(errors: ValidationError[]): ApiError {
  const fieldErrors = flatten(errors);
  const codes = new Set(fieldErrors.map((error) => error.code));
  const code = codes.size === 1 ? [...codes][0] : ErrorCode.VALIDATION_ERROR;
  return new ApiError(
    code,
    fieldErrors.map(({ field, message }) => ({ field, message })),
  );
}
