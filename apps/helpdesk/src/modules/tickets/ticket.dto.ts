import { TICKET_CATEGORIES, TICKET_STATUSES } from '@bizapi/contracts';
import { EnumValue, LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { TICKET_PRIORITIES } from '../shared/helpdesk-enums';
import type { TicketCategory, TicketPriority, TicketStatus } from '../shared/helpdesk-enums';

/** Every ticket starts OPEN, unassigned: `status`, `assigneeId` and `code` are not fields of the create body. */
export class CreateTicketDto {
  @Required() @Text(255) title: string;
  @Required() @Text(LONG_TEXT_MAX) description: string;
  @Required() @EnumValue(TICKET_CATEGORIES) category: TicketCategory;
  @Required() @EnumValue(TICKET_PRIORITIES) priority: TicketPriority;
  @Nullable() @IsString() requestedByPersonId?: string | null;
}

/** PUT is partial; status may move to any ticket status, with assigneeId and priority in the same call. */
export class UpdateTicketDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(TICKET_STATUSES) status?: TicketStatus;
  @Optional() @EnumValue(TICKET_PRIORITIES) priority?: TicketPriority;
  /** null unassigns the ticket. */
  @Nullable() @IsString() assigneeId?: string | null;
  @Optional() @Text(LONG_TEXT_MAX) description?: string;
}
