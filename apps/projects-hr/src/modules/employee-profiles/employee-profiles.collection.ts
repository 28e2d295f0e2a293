import { defineCollection, equals, recordMapper } from '@bizapi/collections';
import { EMPLOYEE_PROFILES_CONTRACT, EMPLOYMENT_TYPES } from '@bizapi/contracts';
import { EmployeeProfileEntity } from './employee-profile.entity';

export const EMPLOYEE_PROFILES = defineCollection<EmployeeProfileEntity>({
  contract: EMPLOYEE_PROFILES_CONTRACT,
  entity: EmployeeProfileEntity,
  noun: 'employee profile',
  toRecord: recordMapper(EMPLOYEE_PROFILES_CONTRACT),
  filters: {
    employmentType: equals('employmentType', EMPLOYMENT_TYPES),
    // The spec's departmentId filter: `department` equal to the value sent (exact, case-sensitive).
    departmentId: equals('department'),
  },
  unique: { employee_profiles_company_user_idx: { field: 'companyUserId', message: 'the company user already has an employee profile' } },
});
