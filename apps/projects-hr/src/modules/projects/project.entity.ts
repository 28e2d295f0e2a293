import { PROJECTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

@Entity({ name: 'projects' })
@Index('projects_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('projects')
// Built with title COLLATE "und-x-icu" (first migration), as lists sort.
@Index('projects_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('projects_company_start_date_idx', ['companyId', 'startDate', 'id'], { where: 'is_active' })
@Index('projects_company_responsible_idx', ['companyId', 'responsibleId'], { where: 'is_active' })
@Index('projects_company_business_unit_idx', ['companyId', 'businessUnitId'], { where: 'is_active' })
@Index('projects_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
export class ProjectEntity extends DeclaredTable(PROJECTS_CONTRACT) {}
