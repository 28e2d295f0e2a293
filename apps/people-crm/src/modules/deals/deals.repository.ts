import { containsPattern, pageOffset } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { ListDealsQuery } from './deal.dto';
import { DealEntity } from './deal.entity';
import { idFilters } from '../shared/id-filters';

/** Title sorts follow the persons' (accents and case do not move a title), whatever the database collation. */
const SORT_COLUMNS = { title: 'deal.title COLLATE "und-x-icu"', createdAt: 'deal.created_at', amount: 'deal.amount' } as const;

/**
 * Queries of deals. Every one is scoped to a company, sees active records
 * only, and loads the customer, pipeline and stage for their names.
 */
@Injectable()
export class DealsRepository {
  constructor(@InjectRepository(DealEntity) private readonly deals: Repository<DealEntity>) {}

  findActive(companyId: string, id: string): Promise<DealEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.withNames(this.deals.createQueryBuilder('deal'))
      .where('deal.company_id = :companyId AND deal.id = :id AND deal.is_active', { companyId, id })
      .getOne();
  }

  /** The deal, locked until the transaction ends (not its customer, pipeline or stage), for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<DealEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.withNames(manager.createQueryBuilder(DealEntity, 'deal'))
      .where('deal.company_id = :companyId AND deal.id = :id AND deal.is_active', { companyId, id })
      .setLock('pessimistic_write', undefined, ['deal'])
      .getOne();
  }

  /** Deals without an amount come last in either order. */
  list(companyId: string, query: ListDealsQuery): Promise<[DealEntity[], number]> {
    const builder = this.withNames(this.deals.createQueryBuilder('deal')).where(
      'deal.company_id = :companyId AND deal.is_active',
      { companyId },
    );
    if (query.search) builder.andWhere('deal.title ILIKE :pattern', { pattern: containsPattern(query.search) });
    if (query.dealType) builder.andWhere('deal.deal_type = :dealType', { dealType: query.dealType });
    const ids = idFilters(query, ['dealPipelineId', 'customerId']);
    if (!ids) return Promise.resolve([[], 0]);
    if (ids.dealPipelineId) builder.andWhere('deal.deal_pipeline_id = :dealPipelineId', ids);
    if (ids.customerId) builder.andWhere('deal.customer_id = :customerId', ids);
    return builder
      .orderBy(SORT_COLUMNS[query.orderBy], query.order, 'NULLS LAST')
      .addOrderBy('deal.id', query.order)
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  async insert(manager: EntityManager, deal: DealEntity): Promise<void> {
    const { customer: _customer, dealPipeline: _pipeline, dealStage: _stage, ...columns } = deal;
    await manager.insert(DealEntity, columns);
  }

  async update(manager: EntityManager, deal: DealEntity): Promise<void> {
    const { customer: _customer, dealPipeline: _pipeline, dealStage: _stage, id, ...columns } = deal;
    await manager.update(DealEntity, { id }, columns);
  }

  private withNames(builder: SelectQueryBuilder<DealEntity>): SelectQueryBuilder<DealEntity> {
    return builder
      .leftJoinAndSelect('deal.customer', 'customer')
      .leftJoinAndSelect('deal.dealPipeline', 'pipeline')
      .leftJoinAndSelect('deal.dealStage', 'stage');
  }
}
