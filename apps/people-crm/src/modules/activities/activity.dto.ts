import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@bizapi/contracts';
import type { ActivityStatus, ActivityType } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

export class CreateActivityDto {
  @Required() @Text(255) title: string;
  @Required() @EnumValue(ACTIVITY_TYPES) type: ActivityType;
  @Nullable() @IsString() dealId?: string | null;
  @Nullable() @IsString() personId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() dueDate?: string | null;
  /** PENDING when omitted. */
  @Optional() @EnumValue(ACTIVITY_STATUSES) status?: ActivityStatus;
}

/** PUT is partial: only the fields sent change. */
export class UpdateActivityDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(ACTIVITY_STATUSES) status?: ActivityStatus;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() dueDate?: string | null;
}
