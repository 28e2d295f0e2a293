import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN, decimalTransformer } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';
import type { ProjectStatus } from '../shared/enums';

@Entity({ name: 'projects' })
@Index('projects_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('projects')
// Built with title COLLATE "und-x-icu" (first migration), as lists sort.
@Index('projects_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('projects_company_start_date_idx', ['companyId', 'startDate', 'id'], { where: 'is_active' })
@Index('projects_company_responsible_idx', ['companyId', 'responsibleId'], { where: 'is_active' })
@Index('projects_company_business_unit_idx', ['companyId', 'businessUnitId'], { where: 'is_active' })
@Index('projects_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
export class ProjectEntity extends DeactivatableRecord {
  /** `PRJ-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** A company user (the identity service's). */
  @Column({ name: 'responsible_id', type: 'uuid' })
  responsibleId: string;

  responsibleName?: string | null;

  /** A business unit (accounting's). */
  @Column({ name: 'business_unit_id', type: 'uuid', nullable: true })
  businessUnitId: string | null;

  businessUnitName?: string | null;

  @Column({ type: 'text', default: 'PLANNING' })
  status: ProjectStatus;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ name: 'expected_end_date', type: 'timestamptz', nullable: true })
  expectedEndDate: Date | null;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  /** Percentage (0 to 100, 2 decimals) of the project's tasks that are DONE; recomputed with every task write. */
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer, default: 0 })
  progress: number;

  @Column({ ...MONEY_COLUMN, nullable: true })
  budget: number | null;
}
