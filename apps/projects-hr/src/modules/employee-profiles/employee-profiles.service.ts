import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateEmployeeProfileDto, UpdateEmployeeProfileDto } from './employee-profile.dto';
import { EmployeeProfileEntity } from './employee-profile.entity';
import { EMPLOYEE_PROFILES } from './employee-profiles.collection';

/** HR profiles: one active profile per company user (DUPLICATE_ENTRY on companyUserId); money exact. */
@Injectable()
export class EmployeeProfilesService extends CollectionService<EmployeeProfileEntity, CreateEmployeeProfileDto, UpdateEmployeeProfileDto> {
  constructor(kit: CollectionKit) {
    super(kit, EMPLOYEE_PROFILES);
  }

  protected override build(input: CreateEmployeeProfileDto): Partial<EmployeeProfileEntity> {
    const { startDate, ...fields } = input;
    return {
      role: null,
      department: null,
      salary: null,
      hourlyRate: null,
      billingRate: null,
      ...sentFields(fields),
      startDate: parseApiDate(startDate),
    };
  }
}
