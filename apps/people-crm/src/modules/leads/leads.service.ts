import { toListEnvelope, uniqueValues } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PersonsService } from '../persons/persons.service';
import { assignSent, sameRecord } from '../shared/partial-update';
import { CreateLeadDto, ListLeadsQuery, UpdateLeadDto } from './lead.dto';
import { LeadEntity } from './lead.entity';
import { LeadRecord, toLeadRecord } from './lead.mapper';
import { LeadsRepository } from './leads.repository';

/** Leads: prospects not yet qualified into deals. */
@Injectable()
export class LeadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leads: LeadsRepository,
    private readonly persons: PersonsService,
  ) {}

  async list(caller: RequestContext, query: ListLeadsQuery): Promise<ListEnvelope<LeadRecord>> {
    const [rows, total] = await this.leads.list(caller.companyId, query);
    return toListEnvelope(rows.map(toLeadRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<LeadRecord> {
    const lead = await this.leads.findActive(caller.companyId, id);
    if (!lead) throw ApiError.notFound();
    return toLeadRecord(lead);
  }

  /** A lead always starts NEW. */
  async create(caller: RequestContext, input: CreateLeadDto): Promise<LeadRecord> {
    const person = input.personId ? await this.persons.require(caller.companyId, input.personId, 'personId') : null;
    const now = new Date();
    const lead = Object.assign(new LeadEntity(), {
      id: newId(),
      companyId: caller.companyId,
      title: input.title,
      personId: person?.id ?? null,
      status: 'NEW',
      sourceChannel: input.sourceChannel ?? null,
      description: input.description ?? null,
      tags: uniqueValues(input.tags ?? []),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    await this.leads.insert(this.dataSource.manager, lead);
    lead.person = person;
    return toLeadRecord(lead);
  }

  /** Partial update: status may move to any lead status; tags sent replace the old ones. */
  async update(caller: RequestContext, id: string, input: UpdateLeadDto): Promise<LeadRecord> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await this.leads.findActiveForUpdate(manager, caller.companyId, id);
      if (!lead) throw ApiError.notFound();
      const before = toLeadRecord(lead);
      const { tags, ...fields } = input;
      assignSent(lead, fields);
      if (tags) lead.tags = uniqueValues(tags);
      if (sameRecord(before, toLeadRecord(lead))) return before;
      lead.updatedAt = new Date();
      await this.leads.update(manager, lead);
      return toLeadRecord(lead);
    });
  }

  async deactivate(companyId: string, id: string): Promise<void> {
    if (!(await this.leads.deactivate(companyId, id))) throw ApiError.notFound('id', 'lead');
  }
}
