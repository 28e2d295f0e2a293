import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateEmployeeProfileDto, UpdateEmployeeProfileDto } from './employee-profile.dto';
import { EMPLOYEE_PROFILES } from './employee-profiles.collection';
import { EmployeeProfilesService } from './employee-profiles.service';

@Module({
  controllers: [collectionController(EMPLOYEE_PROFILES, EmployeeProfilesService, { create: CreateEmployeeProfileDto, update: UpdateEmployeeProfileDto })],
  providers: [EmployeeProfilesService],
})
export class EmployeeProfilesModule {}
