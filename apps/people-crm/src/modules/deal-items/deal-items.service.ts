import { toListEnvelope } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DealsService } from '../deals/deals.service';
import { assignSent, sameRecord } from '../shared/partial-update';
import { CreateDealItemDto, ListDealItemsQuery, UpdateDealItemDto } from './deal-item.dto';
import { DealItemEntity } from './deal-item.entity';
import { DealItemRecord, toDealItemRecord } from './deal-item.mapper';
import { DealItemsRepository } from './deal-items.repository';

/**
 * Lines of a deal. totalPrice is computed by the database; the deal's
 * amount stays what the client set (items are a breakdown, not the value).
 */
@Injectable()
export class DealItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: DealItemsRepository,
    private readonly deals: DealsService,
  ) {}

  async list(caller: RequestContext, query: ListDealItemsQuery): Promise<ListEnvelope<DealItemRecord>> {
    const [rows, total] = await this.items.list(caller.companyId, query);
    return toListEnvelope(rows.map(toDealItemRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<DealItemRecord> {
    const item = await this.items.findActive(caller.companyId, id);
    if (!item) throw ApiError.notFound();
    return toDealItemRecord(item);
  }

  async create(caller: RequestContext, input: CreateDealItemDto): Promise<DealItemRecord> {
    const deal = await this.deals.require(caller.companyId, input.dealId, 'dealId');
    const now = new Date();
    const item = Object.assign(new DealItemEntity(), {
      id: newId(),
      companyId: caller.companyId,
      dealId: deal.id,
      description: input.description,
      quantity: input.quantity ?? 1,
      unitPrice: input.unitPrice ?? 0,
      discount: input.discount ?? 0,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    const created = await this.dataSource.transaction((manager) => this.items.insert(manager, item));
    return toDealItemRecord(created);
  }

  /** Partial update; nothing is written when nothing changes. */
  async update(caller: RequestContext, id: string, input: UpdateDealItemDto): Promise<DealItemRecord> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.items.findActiveForUpdate(manager, caller.companyId, id);
      if (!item) throw ApiError.notFound();
      const before = toDealItemRecord(item);
      assignSent(item, input);
      if (sameRecord(before, toDealItemRecord(item))) return before;
      item.updatedAt = new Date();
      return toDealItemRecord(await this.items.update(manager, item));
    });
  }

  async deactivate(companyId: string, id: string): Promise<void> {
    if (!(await this.items.deactivate(companyId, id))) throw ApiError.notFound('id', 'deal item');
  }
}
