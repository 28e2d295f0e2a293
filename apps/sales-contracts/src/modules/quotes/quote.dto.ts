import { QUOTE_STATUSES } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Money, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { QuoteStatus } from '../shared/sales-enums';

export class CreateQuoteDto {
  @Required() @IsString() dealId: string;
  @Required() @Text(255) title: string;
  /** A date-only value means the end of that day. */
  @Nullable() @ApiDate({ endOfDay: true }) validUntil?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) notes?: string | null;
  /** A value taken off the items' sum. */
  @Optional() @Money() discount?: number;
}

/** PUT is partial. `discount` is an extension beyond the spec's PUT fields (the total follows it). */
export class UpdateQuoteDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(QUOTE_STATUSES) status?: QuoteStatus;
  @Nullable() @ApiDate({ endOfDay: true }) validUntil?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) notes?: string | null;
  @Optional() @Money() discount?: number;
}
