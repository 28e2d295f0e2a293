import { Money, Quantity, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

export class CreatePurchaseOrderItemDto {
  @Required() @IsString() purchaseOrderId: string;
  @Required() @Text(255) description: string;
  @Required() @Quantity({ exclusiveMin: true }) quantity: number;
  @Required() @Money() unitPrice: number;
}
