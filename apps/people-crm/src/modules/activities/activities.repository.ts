import { pageOffset } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { ListActivitiesQuery } from './activity.dto';
import { ActivityEntity } from './activity.entity';
import { idFilters } from '../shared/id-filters';

/** Queries of activities. Every one is scoped to a company, sees active records only, and loads deal and person names. */
@Injectable()
export class ActivitiesRepository {
  constructor(@InjectRepository(ActivityEntity) private readonly activities: Repository<ActivityEntity>) {}

  findActive(companyId: string, id: string): Promise<ActivityEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.withNames(this.activities.createQueryBuilder('activity'), companyId)
      .andWhere('activity.id = :id', { id })
      .getOne();
  }

  /** The activity, locked until the transaction ends (not its deal or person), for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<ActivityEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.withNames(manager.createQueryBuilder(ActivityEntity, 'activity'), companyId)
      .andWhere('activity.id = :id', { id })
      .setLock('pessimistic_write', undefined, ['activity'])
      .getOne();
  }

  list(companyId: string, query: ListActivitiesQuery): Promise<[ActivityEntity[], number]> {
    const ids = idFilters(query, ['dealId', 'personId']);
    if (!ids) return Promise.resolve([[], 0]);
    const builder = this.withNames(this.activities.createQueryBuilder('activity'), companyId);
    if (ids.dealId) builder.andWhere('activity.deal_id = :dealId', ids);
    if (ids.personId) builder.andWhere('activity.person_id = :personId', ids);
    if (query.type) builder.andWhere('activity.type = :type', { type: query.type });
    if (query.status) builder.andWhere('activity.status = :status', { status: query.status });
    return builder
      .orderBy('activity.created_at', 'DESC')
      .addOrderBy('activity.id', 'DESC')
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  /** One conditional UPDATE: false when the activity is unknown or already inactive. */
  async deactivate(companyId: string, id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.activities.update({ companyId, id, isActive: true }, { isActive: false, updatedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  async insert(manager: EntityManager, activity: ActivityEntity): Promise<void> {
    const { deal: _deal, person: _person, ...columns } = activity;
    await manager.insert(ActivityEntity, columns);
  }

  async update(manager: EntityManager, activity: ActivityEntity): Promise<void> {
    const { deal: _deal, person: _person, id, ...columns } = activity;
    await manager.update(ActivityEntity, { id }, columns);
  }

  private withNames(builder: SelectQueryBuilder<ActivityEntity>, companyId: string): SelectQueryBuilder<ActivityEntity> {
    return builder
      .leftJoinAndSelect('activity.deal', 'deal')
      .leftJoinAndSelect('activity.person', 'person')
      .where('activity.company_id = :companyId AND activity.is_active', { companyId });
  }
}
