import { defineCollection, detailMapper, equals, recordMapper, textSearch } from '@bizapi/collections';
import { PRODUCTS_CONTRACT, PRODUCT_TYPES } from '@bizapi/contracts';
import { ProductEntity } from './product.entity';

export const PRODUCTS = defineCollection<ProductEntity>({
  contract: PRODUCTS_CONTRACT,
  entity: ProductEntity,
  noun: 'product',
  toRecord: recordMapper(PRODUCTS_CONTRACT),
  toDetail: detailMapper(PRODUCTS_CONTRACT),
  filters: { search: textSearch(['name', 'code']), type: equals('type', PRODUCT_TYPES) },
  orderBy: {
    name: { property: 'name', humanText: true },
    code: { property: 'code' },
    unitPrice: { property: 'unitPrice' },
  },
  unique: { products_company_code_idx: { field: 'code', message: 'a product with this code already exists' } },
});
