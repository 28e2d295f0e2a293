import { LEAD_SOURCE_CHANNELS, LEAD_STATUSES } from '@bizapi/contracts';
import type { LeadSourceChannel, LeadStatus } from '@bizapi/contracts';
import { EnumValue, LONG_TEXT_MAX, Nullable, Optional, Required, StringList, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

/** Every lead starts NEW: `status` is not a field of the create body (sending it is refused). */
export class CreateLeadDto {
  @Required() @Text(255) title: string;
  @Nullable() @IsString() personId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @EnumValue(LEAD_SOURCE_CHANNELS) sourceChannel?: LeadSourceChannel | null;
  @Optional() @StringList() tags?: string[];
}

/** PUT is partial: only the fields sent change; tags sent replace the old ones. */
export class UpdateLeadDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(LEAD_STATUSES) status?: LeadStatus;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Optional() @StringList() tags?: string[];
}
