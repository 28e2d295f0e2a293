import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { EmployeeProfileEntity } from './employee-profile.entity';
import { EMPLOYEE_PROFILES } from './employee-profiles.collection';

/** HR profiles: one active profile per company user (DUPLICATE_ENTRY on companyUserId); money exact. */
@Injectable()
export class EmployeeProfilesService extends CollectionService<EmployeeProfileEntity> {
  constructor(kit: CollectionKit) {
    super(kit, EMPLOYEE_PROFILES);
  }
}
