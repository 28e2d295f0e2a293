import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX, pageOffset } from '@bizapi/conventions';
import { isId, postgresErrorCode } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { ListDealItemsQuery } from './deal-item.dto';
import { DealItemEntity } from './deal-item.entity';
import { idFilters } from '../shared/id-filters';

/** SQLSTATE numeric_value_out_of_range: the computed total does not fit a money column. */
const NUMERIC_OUT_OF_RANGE = '22003';

/**
 * Queries of deal items. Every one is scoped to a company and sees active
 * items of active deals only.
 */
@Injectable()
export class DealItemsRepository {
  constructor(@InjectRepository(DealItemEntity) private readonly items: Repository<DealItemEntity>) {}

  findActive(companyId: string, id: string): Promise<DealItemEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.ofActiveDeals(this.items.createQueryBuilder('item'), companyId).andWhere('item.id = :id', { id }).getOne();
  }

  /** The item, locked until the transaction ends, for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<DealItemEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.ofActiveDeals(manager.createQueryBuilder(DealItemEntity, 'item'), companyId)
      .andWhere('item.id = :id', { id })
      .setLock('pessimistic_write', undefined, ['item'])
      .getOne();
  }

  /** Items in the order they were added to their deal. */
  list(companyId: string, query: ListDealItemsQuery): Promise<[DealItemEntity[], number]> {
    const ids = idFilters(query, ['dealId']);
    if (!ids) return Promise.resolve([[], 0]);
    const builder = this.ofActiveDeals(this.items.createQueryBuilder('item'), companyId);
    if (ids.dealId) builder.andWhere('item.deal_id = :dealId', ids);
    return builder
      .orderBy('item.created_at', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  /** Inserts the item and reads it back with the totalPrice PostgreSQL computed. */
  async insert(manager: EntityManager, item: DealItemEntity): Promise<DealItemEntity> {
    const { deal: _deal, totalPrice: _total, ...columns } = item;
    await this.write(() => manager.insert(DealItemEntity, columns));
    return manager.findOneByOrFail(DealItemEntity, { id: item.id });
  }

  /** Updates the item and reads it back with the new totalPrice. */
  async update(manager: EntityManager, item: DealItemEntity): Promise<DealItemEntity> {
    const { deal: _deal, totalPrice: _total, id, ...columns } = item;
    await this.write(() => manager.update(DealItemEntity, { id }, columns));
    return manager.findOneByOrFail(DealItemEntity, { id });
  }

  /** One conditional UPDATE: false when the item is unknown, inactive, or of an inactive deal (which hides it). */
  async deactivate(companyId: string, id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.items
      .createQueryBuilder()
      .update()
      .set({ isActive: false, updatedAt: new Date() })
      .where('company_id = :companyId AND id = :id AND is_active', { companyId, id })
      .andWhere('EXISTS (SELECT 1 FROM deals WHERE deals.id = deal_items.deal_id AND deals.is_active)')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private ofActiveDeals(builder: SelectQueryBuilder<DealItemEntity>, companyId: string): SelectQueryBuilder<DealItemEntity> {
    return builder
      .innerJoin('item.deal', 'deal', 'deal.is_active')
      .where('item.company_id = :companyId AND item.is_active', { companyId });
  }

  private async write(operation: () => Promise<unknown>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      if (postgresErrorCode(error) === NUMERIC_OUT_OF_RANGE) {
        throw ApiError.validation('totalPrice', `quantity x unitPrice must not exceed ${MONEY_MAX}`);
      }
      throw error;
    }
  }
}
