import { EMPLOYMENT_TYPES } from '@bizapi/contracts';
import { ApiDate, EnumValue, Money, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { EmploymentType } from '../shared/enums';

export class CreateEmployeeProfileDto {
  @Required() @IsString() companyUserId: string;
  @Required() @EnumValue(EMPLOYMENT_TYPES) employmentType: EmploymentType;
  @Nullable() @Text(255) role?: string | null;
  @Nullable() @Text(255) department?: string | null;
  @Nullable() @Money() salary?: number | null;
  @Nullable() @Money() hourlyRate?: number | null;
  /** Shown on the record by the spec, though not in its create body: accepted (an additive extension). */
  @Nullable() @Money() billingRate?: number | null;
  @Nullable() @ApiDate() startDate?: string | null;
}

/** PUT is partial: employmentType, role, department, salary, hourlyRate (and billingRate, as on create). */
export class UpdateEmployeeProfileDto {
  @Optional() @EnumValue(EMPLOYMENT_TYPES) employmentType?: EmploymentType;
  @Nullable() @Text(255) role?: string | null;
  @Nullable() @Text(255) department?: string | null;
  @Nullable() @Money() salary?: number | null;
  @Nullable() @Money() hourlyRate?: number | null;
  @Nullable() @Money() billingRate?: number | null;
}
