import { ApiError } from '@bizapi/contracts';
import { VALIDATOR_OPTIONS, findNulCharacter, toValidationApiError } from '@bizapi/conventions';
import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';

/**
 * Nest's ValidationPipe set up for the API's rules: unknown fields refused,
 * one finding per field, findings turned into the spec's coded error, and
 * strings with NUL characters refused before they can reach PostgreSQL.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      ...VALIDATOR_OPTIONS,
      transform: true,
      exceptionFactory: (errors) => toValidationApiError(errors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.metatype && this.toValidate(metadata)) {
      const nulAt = findNulCharacter(value);
      if (nulAt) throw ApiError.validation(nulAt, 'must not contain NUL characters');
    }
    return super.transform(value, metadata);
  }
}
