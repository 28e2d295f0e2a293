import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CreateProductDto, UpdateProductDto } from './product.dto';
import { ProductEntity } from './product.entity';
import { PRODUCTS } from './products.collection';

/** The company's catalogue of products and services. */
@Injectable()
export class ProductsService extends CollectionService<ProductEntity, CreateProductDto, UpdateProductDto> {
  constructor(kit: CollectionKit) {
    super(kit, PRODUCTS);
  }

  protected override build(input: CreateProductDto): Partial<ProductEntity> {
    return { costPrice: null, description: null, unit: null, ...sentFields(input) };
  }
}
