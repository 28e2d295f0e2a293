import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { EMPLOYEE_PROFILES } from './employee-profiles.collection';
import { EmployeeProfilesService } from './employee-profiles.service';

@Module({
  controllers: [collectionController(EMPLOYEE_PROFILES, EmployeeProfilesService)],
  providers: [EmployeeProfilesService],
})
export class EmployeeProfilesModule {}
