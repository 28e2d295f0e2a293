import { defineCollection, equals, textSearch } from '@bizapi/collections';
import { PRODUCTS_CONTRACT, PRODUCT_TYPES } from '@bizapi/contracts';
import { ProductEntity } from './product.entity';
import { toProductDetail, toProductRecord } from './product.mapper';

export const PRODUCTS = defineCollection<ProductEntity>({
  contract: PRODUCTS_CONTRACT,
  entity: ProductEntity,
  noun: 'product',
  toRecord: toProductRecord,
  toDetail: toProductDetail,
  filters: { search: textSearch(['name', 'code']), type: equals('type', PRODUCT_TYPES) },
  orderBy: {
    name: { property: 'name', humanText: true },
    code: { property: 'code' },
    unitPrice: { property: 'unitPrice' },
  },
  // `PRD-000001` when the client sends no code of its own.
  code: { prefix: 'PRD', clientMay: true },
  unique: { products_company_code_idx: { field: 'code', message: 'a product with this code already exists' } },
});
