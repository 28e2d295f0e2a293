import { PRIORITIES } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Nullable, Optional, Quantity, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { Priority } from '../shared/enums';

/** Every task starts TO_DO with percentComplete 0: neither is a field of the body (the platform's board moves tasks). */
export class CreateProjectTaskDto {
  @Required() @IsString() projectId: string;
  @Required() @Text(255) title: string;
  @Nullable() @IsString() waveId?: string | null;
  @Nullable() @IsString() epicId?: string | null;
  @Nullable() @IsString() assigneeId?: string | null;
  @Optional() @EnumValue(PRIORITIES) priority?: Priority;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) dueDate?: string | null;
  @Nullable() @Quantity() estimatedHours?: number | null;
}
