import { formatApiDateTime } from '@bizapi/conventions';
import { EmployeeProfileEntity } from './employee-profile.entity';

export function toEmployeeProfileRecord(profile: EmployeeProfileEntity) {
  return {
    id: profile.id,
    companyUserId: profile.companyUserId,
    userName: profile.userName ?? null,
    employmentType: profile.employmentType,
    role: profile.role,
    department: profile.department,
    salary: profile.salary,
    hourlyRate: profile.hourlyRate,
    billingRate: profile.billingRate,
    startDate: formatApiDateTime(profile.startDate),
    isActive: profile.isActive,
    createdAt: formatApiDateTime(profile.createdAt),
  };
}
