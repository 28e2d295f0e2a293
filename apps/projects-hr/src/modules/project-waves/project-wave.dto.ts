import { ApiDate, LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** Every wave starts PLANNING: status is not a field of the body. */
export class CreateProjectWaveDto {
  @Required() @IsString() projectId: string;
  @Required() @Text(255) title: string;
  @Nullable() @ApiDate({ dateOnly: true }) startDate?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
}

/** PUT is partial: the create fields except projectId (a wave stays in its project). */
export class UpdateProjectWaveDto {
  @Optional() @Text(255) title?: string;
  @Nullable() @ApiDate({ dateOnly: true }) startDate?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
}
