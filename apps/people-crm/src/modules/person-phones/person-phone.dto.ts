import { PHONE_TYPES } from '@bizapi/contracts';
import type { PhoneType } from '@bizapi/contracts';
import { EnumValue, Optional, Required } from '@bizapi/conventions';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { PHONE_MESSAGE, PHONE_WITH_COUNTRY_CODE } from '../persons/person.dto';

export class CreatePersonPhoneDto {
  @Required() @IsString() personId: string;
  @Required() @IsString() @Matches(PHONE_WITH_COUNTRY_CODE, { message: PHONE_MESSAGE }) phone: string;
  @Optional() @IsBoolean() isPrimary?: boolean;
  @Optional() @EnumValue(PHONE_TYPES) phoneType?: PhoneType;
}

export class UpdatePersonPhoneDto {
  @Optional() @IsString() @Matches(PHONE_WITH_COUNTRY_CODE, { message: PHONE_MESSAGE }) phone?: string;
  @Optional() @IsBoolean() isPrimary?: boolean;
  @Optional() @EnumValue(PHONE_TYPES) phoneType?: PhoneType;
}
