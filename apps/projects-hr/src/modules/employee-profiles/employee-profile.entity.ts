import { EMPLOYEE_PROFILES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** The HR profile of a company user: one active profile per user. */
@Entity({ name: 'employee_profiles' })
@ListIndexes('employee_profiles', { companyKey: false })
@Index('employee_profiles_company_user_idx', ['companyId', 'companyUserId'], { unique: true, where: 'is_active' })
@Index('employee_profiles_company_employment_type_idx', ['companyId', 'employmentType'], { where: 'is_active' })
@Index('employee_profiles_company_department_idx', ['companyId', 'department'], { where: 'is_active' })
export class EmployeeProfileEntity extends DeclaredTable(EMPLOYEE_PROFILES_CONTRACT) {}
