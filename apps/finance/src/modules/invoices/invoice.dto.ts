import { ApiDate, LONG_TEXT_MAX, Money, Nullable, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** Every invoice starts DRAFT: `status` is not a field of the create body. */
export class CreateInvoiceDto {
  @Required() @IsString() personId: string;
  @Nullable() @IsString() measurementId?: string | null;
  @Required() @Money({ exclusiveMin: true }) invoiceAmount: number;
  @Nullable() @ApiDate({ dateOnly: true }) dueDate?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
}
