import { SLA_POLICIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** An SLA policy (read-only, seeded): the first response and resolution times of the tickets of one priority. */
@Entity({ name: 'sla_policies' })
@ListIndexes('sla_policies')
@Index('sla_policies_company_priority_idx', ['companyId', 'priority', 'createdAt', 'id'], { where: 'is_active' })
export class SlaPolicyEntity extends DeclaredTable(SLA_POLICIES_CONTRACT) {}
