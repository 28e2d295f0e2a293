import { pageOffset } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { ListActivitiesQuery } from './activity.dto';
import { ActivityEntity } from './activity.entity';

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
    const builder = this.withNames(this.activities.createQueryBuilder('activity'), companyId);
    for (const [filter, column] of [
      ['dealId', 'deal_id'],
      ['personId', 'person_id'],
    ] as const) {
      const value = query[filter];
      if (value === undefined) continue;
      // An id that cannot exist matches nothing (and must not reach a uuid comparison).
      if (!isId(value)) return Promise.resolve([[], 0]);
      builder.andWhere(`activity.${column} = :${filter}`, { [filter]: value });
    }
    if (query.type) builder.andWhere('activity.type = :type', { type: query.type });
    if (query.status) builder.andWhere('activity.status = :status', { status: query.status });
    return builder
      .orderBy('activity.created_at', 'DESC')
      .addOrderBy('activity.id', 'DESC')
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
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
