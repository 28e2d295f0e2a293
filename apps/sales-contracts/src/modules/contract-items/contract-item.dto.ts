import { Money, Nullable, Optional, Quantity, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

export class CreateContractItemDto {
  @Required() @IsString() contractId: string;
  @Required() @Text(255) description: string;
  /** Default 1. */
  @Optional() @Quantity({ exclusiveMin: true }) quantity?: number;
  @Nullable() @Money() unitPrice?: number | null;
}

/** PUT is partial. */
export class UpdateContractItemDto {
  @Optional() @Text(255) description?: string;
  @Optional() @Quantity({ exclusiveMin: true }) quantity?: number;
  @Nullable() @Money() unitPrice?: number | null;
}
