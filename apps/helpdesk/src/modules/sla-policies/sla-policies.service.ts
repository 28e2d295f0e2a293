import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { TicketPriority } from '../shared/helpdesk-enums';
import { SLA_POLICIES } from './sla-policies.collection';
import { SlaPolicyEntity } from './sla-policy.entity';

/** The times, in minutes, a ticket of one priority gets. */
export interface SlaTimes {
  firstResponseTime: number;
  resolutionTime: number;
}

/** SLA policies: read-only (list and get), seeded by the operator; tickets take their deadlines from them. */
@Injectable()
export class SlaPoliciesService extends CollectionService<SlaPolicyEntity> {
  constructor(kit: CollectionKit) {
    super(kit, SLA_POLICIES);
  }

  /** The active policy of a priority (the oldest, should the company hold several), or null. */
  async timesFor(manager: EntityManager, companyId: string, priority: TicketPriority): Promise<SlaTimes | null> {
    const rows = (await manager.query(
      `SELECT first_response_time AS "firstResponseTime", resolution_time AS "resolutionTime"
         FROM sla_policies WHERE company_id = $1 AND priority = $2 AND is_active
        ORDER BY created_at, id LIMIT 1`,
      [companyId, priority],
    )) as SlaTimes[];
    return rows[0] ?? null;
  }
}
