import { formatApiDateTime } from '@bizapi/conventions';
import { ProductEntity } from './product.entity';

/** A Product as lists return it. */
export function toProductRecord(product: ProductEntity) {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    type: product.type,
    unitPrice: product.unitPrice,
    description: product.description,
    isActive: product.isActive,
    createdAt: formatApiDateTime(product.createdAt),
    updatedAt: formatApiDateTime(product.updatedAt),
  };
}

/** A Product as get, create and update return it: the record with costPrice and unit. */
export function toProductDetail(product: ProductEntity) {
  return { ...toProductRecord(product), costPrice: product.costPrice, unit: product.unit };
}

export type ProductRecord = ReturnType<typeof toProductRecord>;
export type ProductDetail = ReturnType<typeof toProductDetail>;
