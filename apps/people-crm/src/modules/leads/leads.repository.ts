import { containsPattern, pageOffset } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ListLeadsQuery } from './lead.dto';
import { LeadEntity } from './lead.entity';

/** Title sorts follow the persons' (accents and case do not move a title), whatever the database collation. */
const SORT_COLUMNS = { title: 'lead.title COLLATE "und-x-icu"', createdAt: 'lead.created_at' } as const;

/** Queries of leads. Every one is scoped to a company, sees active records only, and loads the person's name. */
@Injectable()
export class LeadsRepository {
  constructor(@InjectRepository(LeadEntity) private readonly leads: Repository<LeadEntity>) {}

  findActive(companyId: string, id: string): Promise<LeadEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.leads.findOne({ where: { companyId, id, isActive: true }, relations: { person: true } });
  }

  /** The lead, locked until the transaction ends (not its person), for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<LeadEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return manager
      .createQueryBuilder(LeadEntity, 'lead')
      .leftJoinAndSelect('lead.person', 'person')
      .where('lead.company_id = :companyId AND lead.id = :id AND lead.is_active', { companyId, id })
      .setLock('pessimistic_write', undefined, ['lead'])
      .getOne();
  }

  list(companyId: string, query: ListLeadsQuery): Promise<[LeadEntity[], number]> {
    const builder = this.leads
      .createQueryBuilder('lead')
      .leftJoinAndSelect('lead.person', 'person')
      .where('lead.company_id = :companyId AND lead.is_active', { companyId });
    if (query.search) builder.andWhere('lead.title ILIKE :pattern', { pattern: containsPattern(query.search) });
    if (query.status) builder.andWhere('lead.status = :status', { status: query.status });
    return builder
      .orderBy(SORT_COLUMNS[query.orderBy], query.order)
      .addOrderBy('lead.id', query.order)
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  /** One conditional UPDATE: false when the lead is unknown or already inactive. */
  async deactivate(companyId: string, id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.leads.update({ companyId, id, isActive: true }, { isActive: false, updatedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  async insert(manager: EntityManager, lead: LeadEntity): Promise<void> {
    const { person: _person, ...columns } = lead;
    await manager.insert(LeadEntity, columns);
  }

  async update(manager: EntityManager, lead: LeadEntity): Promise<void> {
    const { person: _person, id, ...columns } = lead;
    await manager.update(LeadEntity, { id }, columns);
  }
}
