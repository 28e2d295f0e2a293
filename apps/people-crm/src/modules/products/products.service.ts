import { toListEnvelope } from '@bizapi/conventions';
import { ApiError, ErrorCode, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { CodeGenerator, OutboxWriter, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { assignSent, sameRecord } from '../shared/partial-update';
import { CreateProductDto, ListProductsQuery, UpdateProductDto } from './product.dto';
import { ProductEntity } from './product.entity';
import { ProductDetail, ProductRecord, toProductDetail, toProductRecord } from './product.mapper';
import { ProductsRepository } from './products.repository';

/** Prefix of generated product codes: `PRD-000001`. */
const PRODUCT_CODE_PREFIX = 'PRD';
/** A generated code can lose a race with a client sending that very code; the create then retries. */
const CREATE_ATTEMPTS = 3;

/** The company's catalogue of products and services. */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsRepository,
    private readonly codes: CodeGenerator,
    private readonly outbox: OutboxWriter,
  ) {}

  async list(caller: RequestContext, query: ListProductsQuery): Promise<ListEnvelope<ProductRecord>> {
    const [rows, total] = await this.products.list(caller.companyId, query);
    return toListEnvelope(rows.map(toProductRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<ProductDetail> {
    const product = await this.products.findActive(caller.companyId, id);
    if (!product) throw ApiError.notFound();
    return toProductDetail(product);
  }

  async create(caller: RequestContext, input: CreateProductDto): Promise<ProductDetail> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction((manager) => this.insert(manager, caller.companyId, input));
      } catch (error) {
        const generatedCodeCollided =
          input.code === undefined && error instanceof ApiError && error.code === ErrorCode.DUPLICATE_ENTRY;
        if (!generatedCodeCollided || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Partial update: only the fields sent change; nothing is written (nor emitted) when nothing changes. */
  async update(caller: RequestContext, id: string, input: UpdateProductDto): Promise<ProductDetail> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.findActiveForUpdate(manager, caller.companyId, id);
      if (!product) throw ApiError.notFound();
      const before = toProductDetail(product);
      assignSent(product, input);
      if (sameRecord(before, toProductDetail(product))) return before;
      product.updatedAt = new Date();
      await this.products.update(manager, product);
      const detail = toProductDetail(product);
      await this.outbox.append(manager, caller.companyId, 'product.updated', detail);
      return detail;
    });
  }

  /** What the platform's screens do (operator `deactivate`): the product leaves lists and gives 404 from now on. */
  async deactivate(companyId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.products.findActiveForUpdate(manager, companyId, id);
      if (!product) throw ApiError.notFound('id', 'product');
      product.isActive = false;
      product.updatedAt = new Date();
      await this.products.update(manager, product);
      await this.outbox.append(manager, companyId, 'product.updated', toProductDetail(product));
    });
  }

  private async insert(manager: EntityManager, companyId: string, input: CreateProductDto): Promise<ProductDetail> {
    const now = new Date();
    const product = Object.assign(new ProductEntity(), {
      id: newId(),
      companyId,
      code: input.code ?? (await this.generateCode(manager, companyId)),
      name: input.name,
      type: input.type,
      unitPrice: input.unitPrice,
      costPrice: input.costPrice ?? null,
      description: input.description ?? null,
      unit: input.unit ?? null,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    await this.products.insert(manager, product);
    const detail = toProductDetail(product);
    await this.outbox.append(manager, companyId, 'product.created', detail);
    return detail;
  }

  /** The next number of the company's shared code sequence that no product carries yet. */
  private async generateCode(manager: EntityManager, companyId: string): Promise<string> {
    for (;;) {
      const code = await this.codes.next(manager, companyId, PRODUCT_CODE_PREFIX);
      if (!(await this.products.codeTaken(manager, companyId, code))) return code;
    }
  }
}
