import { TYPE_CATEGORIES } from '@bizapi/contracts';
import type { TypeCategory } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Money, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { PAYMENT_METHODS } from '../shared/finance-enums';

export const MAX_INSTALLMENTS = 120;

/** Every entry starts PENDING: `status` is not a field of the create body (sending it is refused). */
export class CreateFinancialEntryDto {
  @Required() @IsString() personId: string;
  @Required() @Text(255) title: string;
  @Required() @EnumValue(TYPE_CATEGORIES) typeCategory: TypeCategory;
  @Required() @Money({ exclusiveMin: true }) originalAmount: number;
  @Required() @ApiDate({ dateOnly: true }) originalDueDate: string;
  @Required() @IsString() financialCategoryId: string;
  @Required() @IsString() bankAccountId: string;
  @Nullable() @EnumValue(PAYMENT_METHODS) paymentMethod?: string | null;
  @Optional()
  @IsInt({ message: '$property must be an integer' })
  @Min(1, { message: '$property must be at least 1' })
  @Max(MAX_INSTALLMENTS, { message: `$property must be at most ${MAX_INSTALLMENTS}` })
  totalInstallments?: number;
  @Nullable() @Text(LONG_TEXT_MAX) notes?: string | null;
}
