import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PRODUCTS } from './products.collection';
import { ProductsService } from './products.service';

@Module({
  controllers: [collectionController(PRODUCTS, ProductsService)],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
