import { DEAL_TYPES } from '@bizapi/contracts';
import type { DealType } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Money, Nullable, Optional, Required, StringList, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';

export class CreateDealDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() customerId: string;
  @Required() @EnumValue(DEAL_TYPES) dealType: DealType;
  @Required() @IsString() dealPipelineId: string;
  @Nullable() @Money() amount?: number | null;
  @Nullable() @ApiDate() expectedCloseDate?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Optional() @StringList() tags?: string[];
}

/** PUT is partial: only the fields sent change; tags sent replace the old ones; dealStageId moves the deal. */
export class UpdateDealDto {
  @Optional() @Text(255) title?: string;
  @Nullable() @Money() amount?: number | null;
  @Nullable() @ApiDate() expectedCloseDate?: string | null;
  @Optional() @IsString() dealStageId?: string;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Optional() @StringList() tags?: string[];
}
