import { defineCollection, equals } from '@bizapi/collections';
import { EMPLOYMENT_TYPES } from '@bizapi/contracts';
import { EmployeeProfileEntity } from './employee-profile.entity';
import { toEmployeeProfileRecord } from './employee-profile.mapper';

export const EMPLOYEE_PROFILES = defineCollection<EmployeeProfileEntity>({
  collection: 'employee-profiles',
  entity: EmployeeProfileEntity,
  noun: 'employee profile',
  toRecord: toEmployeeProfileRecord,
  filters: {
    employmentType: equals('employmentType', EMPLOYMENT_TYPES),
    // The spec's departmentId filter: `department` equal to the value sent (exact, case-sensitive).
    departmentId: equals('department'),
  },
  references: { companyUserId: { collection: 'company-users', nameProperty: 'userName' } },
  events: { created: 'employee_profile.created', updated: 'employee_profile.updated' },
  unique: { employee_profiles_company_user_idx: { field: 'companyUserId', message: 'the company user already has an employee profile' } },
});
