import { CollectionKit, CollectionService, assignSent, sentFields } from '@bizapi/collections';
import { uniqueValues } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateLeadDto, UpdateLeadDto } from './lead.dto';
import { LeadEntity } from './lead.entity';
import { LEADS } from './leads.collection';

/** Leads: prospects not yet qualified into deals. A lead always starts NEW. */
@Injectable()
export class LeadsService extends CollectionService<LeadEntity, CreateLeadDto, UpdateLeadDto> {
  constructor(kit: CollectionKit) {
    super(kit, LEADS);
  }

  protected override build(input: CreateLeadDto): Partial<LeadEntity> {
    const { tags, ...fields } = input;
    return { personId: null, sourceChannel: null, description: null, ...sentFields(fields), status: 'NEW', tags: uniqueValues(tags ?? []) };
  }

  /** Status may move to any lead status; tags sent replace the old ones. */
  protected override apply(lead: LeadEntity, input: UpdateLeadDto): void {
    const { tags, ...fields } = input;
    assignSent(lead, fields);
    if (tags) lead.tags = uniqueValues(tags);
  }
}
