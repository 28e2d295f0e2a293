import { TICKETS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

@Entity({ name: 'tickets' })
@Index('tickets_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('tickets')
@Index('tickets_company_status_idx', ['companyId', 'status', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_priority_idx', ['companyId', 'priority', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_category_idx', ['companyId', 'category', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_assignee_idx', ['companyId', 'assigneeId', 'createdAt', 'id'], { where: 'is_active' })
export class TicketEntity extends DeclaredTable(TICKETS_CONTRACT) {}
