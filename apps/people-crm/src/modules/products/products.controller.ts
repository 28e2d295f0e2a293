import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreateProductDto, ListProductsQuery, UpdateProductDto } from './product.dto';
import { ProductsService } from './products.service';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @CollectionRoute('products', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListProductsQuery) {
    return this.products.list(caller, query);
  }

  @CollectionRoute('products', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.products.get(caller, id);
  }

  @CollectionRoute('products', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateProductDto) {
    return this.products.create(caller, body);
  }

  @CollectionRoute('products', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateProductDto) {
    return this.products.update(caller, id, body);
  }
}
