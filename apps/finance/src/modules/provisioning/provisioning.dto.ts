import { REPEAT_PERIODS, TYPE_CATEGORIES } from '@bizapi/contracts';
import type { TypeCategory } from '@bizapi/contracts';
import { ApiDate, EnumValue, Money, Nullable, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { RepeatPeriod } from '../shared/finance-enums';

export class CreateProvisioningDto {
  @Required() @Text(255) title: string;
  @Required() @Money({ exclusiveMin: true }) amount: number;
  @Required() @EnumValue(TYPE_CATEGORIES) typeCategory: TypeCategory;
  @Required() @ApiDate({ dateOnly: true }) startDate: string;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
  @Nullable() @EnumValue(REPEAT_PERIODS) repeatPeriod?: RepeatPeriod | null;
  @Nullable() @IsString() bankAccountId?: string | null;
  @Nullable() @IsString() financialCategoryId?: string | null;
  @Nullable() @IsString() costCenterId?: string | null;
  @Nullable() @IsString() personId?: string | null;
}
