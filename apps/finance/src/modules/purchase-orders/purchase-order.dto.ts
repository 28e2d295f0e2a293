import { ApiDate, LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** Every order starts DRAFT with totalAmount 0 and a generated code: none of them is a field of the body. */
export class CreatePurchaseOrderDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() supplierId: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
}

/**
 * PUT is partial over exactly the spec's PUT list: `status` is not in it
 * (the spec shows no move after DRAFT), so sending it is 400 VALIDATION_ERROR.
 */
export class UpdatePurchaseOrderDto {
  @Optional() @Text(255) title?: string;
  @Optional() @IsString() supplierId?: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
}
