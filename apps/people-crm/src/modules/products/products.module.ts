import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateProductDto, UpdateProductDto } from './product.dto';
import { PRODUCTS } from './products.collection';
import { ProductsService } from './products.service';

@Module({
  controllers: [collectionController(PRODUCTS, ProductsService, { create: CreateProductDto, update: UpdateProductDto })],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
