import { ApiDate, Required, Text } from '@bizapi/conventions';

/** Every period starts OPEN with totalHours 0: neither is a field of the body. */
export class CreateTimesheetPeriodDto {
  @Required() @Text(255) title: string;
  @Required() @ApiDate() startDate: string;
  /** A date-only value is the end of that day, 23:59:59.000Z. */
  @Required() @ApiDate() endDate: string;
}
