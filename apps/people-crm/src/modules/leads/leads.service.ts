import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { LeadEntity } from './lead.entity';
import { LEADS } from './leads.collection';

/**
 * Leads: prospects not yet qualified into deals. Every rule is its fields': a lead
 * starts NEW (status is not a create field), tags sent replace the old ones.
 */
@Injectable()
export class LeadsService extends CollectionService<LeadEntity> {
  constructor(kit: CollectionKit) {
    super(kit, LEADS);
  }
}
