import { ApiError } from '@bizapi/contracts';
import { ClassConstructor, plainToInstance } from 'class-transformer';
import { ValidatorOptions, validateSync } from 'class-validator';
import { findNulCharacter } from '../text/text';
import { toValidationApiError } from './validation-error-mapper';

/** How every request DTO is validated: unknown fields are refused, one finding per field. */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/**
 * Validates a plain object against a DTO class and returns the instance, or
 * throws the coded {@link ApiError}. For code outside Nest's pipes (CLI
 * commands, unit tests); request handlers get the same through the pipe.
 */
export function validateInput<T extends object>(dto: ClassConstructor<T>, input: unknown): T {
  const nulAt = findNulCharacter(input);
  if (nulAt) throw ApiError.validation(nulAt, 'must not contain NUL characters');
  const instance = plainToInstance(dto, input ?? {});
  const errors = validateSync(instance, VALIDATOR_OPTIONS);
  if (errors.length) throw toValidationApiError(errors);
  return instance;
}
