import { parseApiDate, toListEnvelope } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DealsService } from '../deals/deals.service';
import { PersonsService } from '../persons/persons.service';
import { assignSent, sameRecord } from '../shared/partial-update';
import { CreateActivityDto, ListActivitiesQuery, UpdateActivityDto } from './activity.dto';
import { ActivityEntity } from './activity.entity';
import { ActivityRecord, toActivityRecord } from './activity.mapper';
import { ActivitiesRepository } from './activities.repository';

/** Activities: calls, e-mails, meetings, tasks and notes about a deal or a person. */
@Injectable()
export class ActivitiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activities: ActivitiesRepository,
    private readonly deals: DealsService,
    private readonly persons: PersonsService,
  ) {}

  async list(caller: RequestContext, query: ListActivitiesQuery): Promise<ListEnvelope<ActivityRecord>> {
    const [rows, total] = await this.activities.list(caller.companyId, query);
    return toListEnvelope(rows.map(toActivityRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<ActivityRecord> {
    const activity = await this.activities.findActive(caller.companyId, id);
    if (!activity) throw ApiError.notFound();
    return toActivityRecord(activity);
  }

  /** PENDING unless created DONE; the deal and the person, when sent, must be active ones of the company. */
  async create(caller: RequestContext, input: CreateActivityDto): Promise<ActivityRecord> {
    const { companyId } = caller;
    const deal = input.dealId ? await this.deals.require(companyId, input.dealId, 'dealId') : null;
    const person = input.personId ? await this.persons.require(companyId, input.personId, 'personId') : null;
    const now = new Date();
    const activity = Object.assign(new ActivityEntity(), {
      id: newId(),
      companyId,
      title: input.title,
      type: input.type,
      status: input.status ?? 'PENDING',
      dealId: deal?.id ?? null,
      personId: person?.id ?? null,
      description: input.description ?? null,
      dueDate: parseApiDate(input.dueDate),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    await this.activities.insert(this.dataSource.manager, activity);
    return toActivityRecord(Object.assign(activity, { deal, person }));
  }

  /** Partial update of title, status, description and dueDate. */
  async update(caller: RequestContext, id: string, input: UpdateActivityDto): Promise<ActivityRecord> {
    return this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findActiveForUpdate(manager, caller.companyId, id);
      if (!activity) throw ApiError.notFound();
      const before = toActivityRecord(activity);
      const { dueDate, ...fields } = input;
      assignSent(activity, fields);
      if (dueDate !== undefined) activity.dueDate = parseApiDate(dueDate);
      if (sameRecord(before, toActivityRecord(activity))) return before;
      activity.updatedAt = new Date();
      await this.activities.update(manager, activity);
      return toActivityRecord(activity);
    });
  }

  async deactivate(companyId: string, id: string): Promise<void> {
    if (!(await this.activities.deactivate(companyId, id))) throw ApiError.notFound('id', 'activity');
  }
}
