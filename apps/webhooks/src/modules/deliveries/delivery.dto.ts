import { ApiDate, EnumValue, Optional, PageQuery, Required } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { DELIVERY_STATUSES, DeliveryStatus } from './delivery.entity';

export class ListDeliveriesQuery extends PageQuery {
  @Optional() @EnumValue(DELIVERY_STATUSES) status?: DeliveryStatus;
  @Optional() @IsString() eventId?: string;
}

/** A time range of events to send again (by when they occurred). */
export class ReplayDto {
  @Required() @ApiDate() from: string;
  @Required() @ApiDate() to: string;
}
