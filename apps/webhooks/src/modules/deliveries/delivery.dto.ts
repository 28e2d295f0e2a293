import { ApiDate, EnumValue, Optional, PageQuery, Required } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { DELIVERY_STATUSES, DeliveryStatus } from './delivery.entity';

export class ListDeliveriesQuery extends PageQuery {
  @Optional() @EnumValue(DELIVERY_STATUSES) status?: DeliveryStatus;
  @Optional() @IsString() eventId?: string;
  /** Extension (the company panel's filters): one event name, e.g. `person.created` or `webhook.test`. */
  @Optional() @IsString() event?: string;
  /** Deliveries created at or after this moment (ISO 8601). */
  @Optional() @ApiDate() createdFrom?: string;
  /** ... and at or before this one; a date-only value takes the whole of that day. */
  @Optional() @ApiDate() createdTo?: string;
}

/** A time range of events to send again (by when they occurred). */
export class ReplayDto {
  @Required() @ApiDate() from: string;
  @Required() @ApiDate() to: string;
}
