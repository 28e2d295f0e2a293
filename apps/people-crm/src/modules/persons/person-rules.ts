import { ApiError, ErrorCode, FieldError } from '@bizapi/contracts';
import { PersonEntity } from './person.entity';
import { isValidCnpj, isValidCpf } from './tax-id';

/**
 * Rules that tie fields together, checked on the whole record after a create
 * or a partial update: the tax id must fit the person type and have valid
 * check digits, and only individuals have a genre.
 */
export function assertPersonIsConsistent(person: PersonEntity): void {
  const errors: FieldError[] = [];
  const document = person.documentNumber;
  if (document !== null) {
    if (person.personType === 'INDIVIDUAL' && !isValidCpf(document)) {
      errors.push({ field: 'documentNumber', message: 'documentNumber must be a valid CPF (11 digits) for an INDIVIDUAL' });
    }
    if (person.personType === 'COMPANY' && !isValidCnpj(document)) {
      errors.push({ field: 'documentNumber', message: 'documentNumber must be a valid CNPJ (14 digits) for a COMPANY' });
    }
  }
  if (person.genre !== null && person.personType !== 'INDIVIDUAL') {
    errors.push({ field: 'genre', message: 'genre applies only to INDIVIDUAL persons' });
  }
  if (errors.length) throw new ApiError(ErrorCode.VALIDATION_ERROR, errors);
}
