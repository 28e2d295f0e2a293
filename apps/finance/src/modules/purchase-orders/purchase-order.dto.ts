import { PURCHASE_ORDER_STATUSES } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { PurchaseOrderStatus } from '../shared/finance-enums';

/** Every order starts DRAFT with totalAmount 0 and a generated code: none of them is a field of the body. */
export class CreatePurchaseOrderDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() supplierId: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
}

/**
 * PUT is partial: the spec's fields, and `status` (the spec's "an update that
 * carries a status sets the record to the value sent").
 */
export class UpdatePurchaseOrderDto {
  @Optional() @Text(255) title?: string;
  @Optional() @IsString() supplierId?: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
  @Optional() @EnumValue(PURCHASE_ORDER_STATUSES) status?: PurchaseOrderStatus;
}
