import { CollectionKit, CollectionService, defineCollection } from '@bizapi/collections';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { TicketPriority } from '../helpdesk-enums';
import { SlaPolicyEntity } from './sla-policy.entity';

/** An SlaPolicy as every operation returns it (createdAt and updatedAt are extensions, as on every collection). */
export function toSlaPolicyRecord(policy: SlaPolicyEntity) {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    firstResponseTime: policy.firstResponseTime,
    resolutionTime: policy.resolutionTime,
    priority: policy.priority,
    isActive: policy.isActive,
    createdAt: formatApiDateTime(policy.createdAt),
    updatedAt: formatApiDateTime(policy.updatedAt),
  };
}

export const SLA_POLICIES = defineCollection<SlaPolicyEntity>({
  collection: 'sla-policies',
  entity: SlaPolicyEntity,
  noun: 'SLA policy',
  toRecord: toSlaPolicyRecord,
  // Read-only and few: in the order they were seeded (urgent first).
  defaultOrder: 'ASC',
});

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
