import { ApiDate, LONG_TEXT_MAX, Nullable, Required, Text } from '@bizapi/conventions';
import { IsInt, IsString, Max, Min } from 'class-validator';

/** A user's minutes of one day, summed over all their entries, are at most 24 hours. */
export const MAX_MINUTES_PER_DAY = 1440;

/** companyUserId is the authenticated user's: it is not a field of the body. */
export class CreateTimesheetEntryDto {
  @Required() @IsString() timesheetPeriodId: string;
  @Required() @IsString() projectId: string;
  @Nullable() @IsString() projectTaskId?: string | null;
  @Required() @ApiDate() date: string;
  @Required()
  @IsInt({ message: '$property must be a whole number of minutes' })
  @Min(1, { message: '$property must be greater than 0' })
  @Max(MAX_MINUTES_PER_DAY, { message: `$property must be at most ${MAX_MINUTES_PER_DAY} minutes` })
  duration: number;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
}
