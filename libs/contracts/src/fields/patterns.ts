import type { TextField } from './field-kinds';

/** A phone number with its country code, E.164: `+`, then 8 to 15 digits in all. */
export const E164_PHONE: NonNullable<TextField['pattern']> = {
  source: '^\\+[1-9]\\d{7,14}$',
  message: '$property must include the country code in E.164 format, e.g. +5511987654321',
};

/** A Brazilian tax id, digits only: 11 (CPF, an individual) or 14 (CNPJ, a company). */
export const TAX_ID: NonNullable<TextField['pattern']> = {
  source: '^(\\d{11}|\\d{14})$',
  message: 'documentNumber must be 11 digits (CPF) or 14 digits (CNPJ), digits only',
};
