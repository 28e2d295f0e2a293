import { CLASSIFICATIONS, GENRES, PERSON_TYPES } from '@bizapi/contracts';
import type { Classification, Genre, PersonType } from '@bizapi/contracts';
import { EnumList, EnumValue, Nullable, Optional, Required, StringList, Text } from '@bizapi/conventions';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsISO31661Alpha2, IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** Digits only, 11 (CPF) or 14 (CNPJ); check digits are verified against personType by the service. */
const DOCUMENT_NUMBER = /^(\d{11}|\d{14})$/;
/** E.164: `+`, country code and number, 8 to 15 digits in all. */
export const PHONE_WITH_COUNTRY_CODE = /^\+[1-9]\d{7,14}$/;
export const PHONE_MESSAGE = '$property must include the country code in E.164 format, e.g. +5511987654321';

/** Address of a person. Accepted on create and update (an extension: the spec shows it on get only). */
export class AddressInput {
  @Optional() @IsString() @MaxLength(255) street?: string;
  @Optional() @IsString() @MaxLength(50) number?: string;
  @Optional() @IsString() @MaxLength(255) complement?: string;
  @Optional() @IsString() @MaxLength(255) neighborhood?: string;
  @Optional() @IsString() @MaxLength(255) city?: string;
  @Optional() @IsString() @MaxLength(100) state?: string;
  @Optional() @IsString() @MaxLength(20) zipCode?: string;
  @Optional() @IsString() @MaxLength(100) country?: string;
}

/** Fields that create and update share, all optional. */
class PersonFields {
  @Nullable() @Text(255) socialName?: string | null;

  @Nullable()
  @IsString({ message: 'documentNumber must be a string of digits' })
  @Matches(DOCUMENT_NUMBER, { message: 'documentNumber must be 11 digits (CPF) or 14 digits (CNPJ), digits only' })
  documentNumber?: string | null;

  @Nullable() @IsEmail({}, { message: 'email must be an e-mail address' }) @MaxLength(254) email?: string | null;

  @Nullable() @IsString() @Matches(PHONE_WITH_COUNTRY_CODE, { message: PHONE_MESSAGE }) phone?: string | null;

  @Nullable() @EnumValue(GENRES) genre?: Genre | null;

  /** Any letter case is understood; the code is kept, and returned, in upper case as ISO 3166-1 writes it. */
  @Optional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsISO31661Alpha2({ message: 'country must be an ISO 3166-1 alpha-2 code such as BR' })
  country?: string;

  @Optional() @EnumList(CLASSIFICATIONS) classifications?: Classification[];

  @Optional() @StringList() tags?: string[];

  @Optional() @IsObject() @ValidateNested() @Type(() => AddressInput) address?: AddressInput;
}

export class CreatePersonDto extends PersonFields {
  @Required() @Text(255) name: string;
  @Required() @EnumValue(PERSON_TYPES) personType: PersonType;
}

/** PUT is partial: only the fields sent change. */
export class UpdatePersonDto extends PersonFields {
  @Optional() @Text(255) name?: string;
  @Optional() @EnumValue(PERSON_TYPES) personType?: PersonType;
}
