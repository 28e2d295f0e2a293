import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { ProductEntity } from './product.entity';
import { PRODUCTS } from './products.collection';

/** The company's catalogue of products and services. */
@Injectable()
export class ProductsService extends CollectionService<ProductEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PRODUCTS);
  }
}
