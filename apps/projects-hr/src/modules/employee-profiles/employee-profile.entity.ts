import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';
import type { EmploymentType } from '../shared/enums';

/** The HR profile of a company user: one active profile per user. */
@Entity({ name: 'employee_profiles' })
@ListIndexes('employee_profiles', { companyKey: false })
@Index('employee_profiles_company_user_idx', ['companyId', 'companyUserId'], { unique: true, where: 'is_active' })
@Index('employee_profiles_company_employment_type_idx', ['companyId', 'employmentType'], { where: 'is_active' })
@Index('employee_profiles_company_department_idx', ['companyId', 'department'], { where: 'is_active' })
export class EmployeeProfileEntity extends DeactivatableRecord {
  /** A company user (the identity service's). */
  @Column({ name: 'company_user_id', type: 'uuid' })
  companyUserId: string;

  userName?: string | null;

  @Column({ name: 'employment_type', type: 'text' })
  employmentType: EmploymentType;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  /** Free text (a department's name or the client's own id for it); the list's `departmentId` filter matches it exactly. */
  @Column({ type: 'text', nullable: true })
  department: string | null;

  @Column({ ...MONEY_COLUMN, nullable: true })
  salary: number | null;

  @Column({ name: 'hourly_rate', ...MONEY_COLUMN, nullable: true })
  hourlyRate: number | null;

  @Column({ name: 'billing_rate', ...MONEY_COLUMN, nullable: true })
  billingRate: number | null;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;
}
