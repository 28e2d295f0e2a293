import { Money, Optional, Quantity, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

export class CreateQuoteItemDto {
  @Required() @IsString() quoteId: string;
  @Required() @Text(255) description: string;
  @Required() @Quantity({ exclusiveMin: true }) quantity: number;
  @Required() @Money() unitPrice: number;
  /** A value, not a percentage. */
  @Optional() @Money() discount?: number;
}

/** PUT is partial: only the fields sent change; totalPrice and the quote's totalAmount follow. */
export class UpdateQuoteItemDto {
  @Optional() @Text(255) description?: string;
  @Optional() @Quantity({ exclusiveMin: true }) quantity?: number;
  @Optional() @Money() unitPrice?: number;
  @Optional() @Money() discount?: number;
}
