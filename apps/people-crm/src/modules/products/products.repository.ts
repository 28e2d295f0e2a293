import { containsPattern, pageOffset } from '@bizapi/conventions';
import { ApiError, ErrorCode } from '@bizapi/contracts';
import { PreparedReader, ScopedIdLookup, isId, uniqueViolation } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { ListProductsQuery } from './product.dto';
import { ProductEntity } from './product.entity';

/** Name sorts follow the persons' (accents and case do not move a name), whatever the database collation. */
const SORT_COLUMNS = {
  name: 'product.name COLLATE "und-x-icu"',
  code: 'product.code',
  unitPrice: 'product.unit_price',
  createdAt: 'product.created_at',
} as const;

const PRODUCT_CODE_INDEX = 'products_company_code_idx';

/** Queries of products. Every one is scoped to a company and sees active records only. */
@Injectable()
export class ProductsRepository {
  private readonly activeById: ScopedIdLookup<ProductEntity>;

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.activeById = new ScopedIdLookup(new PreparedReader(dataSource, ProductEntity), 'is_active');
  }

  findActive(companyId: string, id: string): Promise<ProductEntity | null> {
    return this.activeById.find(companyId, id);
  }

  /** The product, locked until the transaction ends, for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<ProductEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return manager.findOne(ProductEntity, { where: { companyId, id, isActive: true }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether any product of the company, active or not, carries `code`: a generated code never reuses one. */
  async codeTaken(manager: EntityManager, companyId: string, code: string): Promise<boolean> {
    return manager.existsBy(ProductEntity, { companyId, code });
  }

  list(companyId: string, query: ListProductsQuery): Promise<[ProductEntity[], number]> {
    const builder = this.products
      .createQueryBuilder('product')
      .where('product.company_id = :companyId AND product.is_active', { companyId });
    if (query.search) {
      builder.andWhere(
        new Brackets((search) => {
          search
            .where('product.name ILIKE :pattern', { pattern: containsPattern(query.search as string) })
            .orWhere('product.code ILIKE :pattern');
        }),
      );
    }
    if (query.type) builder.andWhere('product.type = :type', { type: query.type });
    return builder
      .orderBy(SORT_COLUMNS[query.orderBy], query.order)
      .addOrderBy('product.id', query.order)
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  async insert(manager: EntityManager, product: ProductEntity): Promise<void> {
    await this.write(() => manager.insert(ProductEntity, product));
  }

  async update(manager: EntityManager, product: ProductEntity): Promise<void> {
    const { id, companyId, ...columns } = product;
    await this.write(() => manager.update(ProductEntity, { id, companyId }, columns));
  }

  private async write(operation: () => Promise<unknown>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      if (uniqueViolation(error) === PRODUCT_CODE_INDEX) {
        throw new ApiError(ErrorCode.DUPLICATE_ENTRY, [{ field: 'code', message: 'a product with this code already exists' }]);
      }
      throw error;
    }
  }
}
