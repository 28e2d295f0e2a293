import { ApiDate, LONG_TEXT_MAX, Money, Nullable, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** Every project starts PLANNING with progress 0: status, progress and endDate are not fields of the body. */
export class CreateProjectDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() responsibleId: string;
  @Nullable() @IsString() businessUnitId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) startDate?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) expectedEndDate?: string | null;
  @Nullable() @Money() budget?: number | null;
}
