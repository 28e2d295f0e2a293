import { defineCollection, equals } from '@bizapi/collections';
import { EMPLOYEE_PROFILES_CONTRACT, EMPLOYMENT_TYPES } from '@bizapi/contracts';
import { EmployeeProfileEntity } from './employee-profile.entity';
import { toEmployeeProfileRecord } from './employee-profile.mapper';

export const EMPLOYEE_PROFILES = defineCollection<EmployeeProfileEntity>({
  contract: EMPLOYEE_PROFILES_CONTRACT,
  entity: EmployeeProfileEntity,
  noun: 'employee profile',
  toRecord: toEmployeeProfileRecord,
  filters: {
    employmentType: equals('employmentType', EMPLOYMENT_TYPES),
    // The spec's departmentId filter: `department` equal to the value sent (exact, case-sensitive).
    departmentId: equals('department'),
  },
  references: { companyUserId: { collection: 'company-users', nameProperty: 'userName' } },
  unique: { employee_profiles_company_user_idx: { field: 'companyUserId', message: 'the company user already has an employee profile' } },
});
