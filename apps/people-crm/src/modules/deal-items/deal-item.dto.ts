import { Money, Optional, Quantity, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** A percentage with at most 2 decimal places. */
const Percentage = () => Money({ max: 100 });

export class CreateDealItemDto {
  @Required() @IsString() dealId: string;
  @Required() @Text(255) description: string;
  @Optional() @Quantity({ exclusiveMin: true }) quantity?: number;
  @Optional() @Money() unitPrice?: number;
  @Optional() @Percentage() discount?: number;
}

/** PUT is partial: only the fields sent change, and totalPrice follows. */
export class UpdateDealItemDto {
  @Optional() @Text(255) description?: string;
  @Optional() @Quantity({ exclusiveMin: true }) quantity?: number;
  @Optional() @Money() unitPrice?: number;
  @Optional() @Percentage() discount?: number;
}
