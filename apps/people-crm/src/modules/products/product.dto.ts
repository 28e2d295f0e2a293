import { PRODUCT_TYPES } from '@bizapi/contracts';
import type { ProductType } from '@bizapi/contracts';
import { EnumValue, LONG_TEXT_MAX, Money, Nullable, Optional, Required, Text } from '@bizapi/conventions';

/** Product codes are short identifiers such as SKUs. */
const PRODUCT_CODE_MAX = 50;

/** Fields that create and update share, all optional. */
class ProductFields {
  @Optional() @Text(PRODUCT_CODE_MAX) code?: string;
  @Nullable() @Money() costPrice?: number | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  /** Unit of measure abbreviation: UN, KG, H... */
  @Nullable() @Text(20) unit?: string | null;
}

export class CreateProductDto extends ProductFields {
  @Required() @Text(255) name: string;
  @Required() @EnumValue(PRODUCT_TYPES) type: ProductType;
  @Required() @Money() unitPrice: number;
}

/** PUT is partial: any field of the create body, only the fields sent change. */
export class UpdateProductDto extends ProductFields {
  @Optional() @Text(255) name?: string;
  @Optional() @EnumValue(PRODUCT_TYPES) type?: ProductType;
  @Optional() @Money() unitPrice?: number;
}
