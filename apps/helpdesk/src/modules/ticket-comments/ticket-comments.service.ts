import { CollectionKit, CollectionService } from '@bizapi/collections';
import { RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { CreateTicketCommentDto } from './ticket-comment.dto';
import { TicketCommentEntity } from './ticket-comment.entity';
import { TICKET_COMMENTS } from './ticket-comments.collection';

/**
 * Comments of a ticket, written by the company user whose API key calls.
 * The first public comment of a ticket is its first response (SLA): the
 * tickets' FIRST_RESPONSE, run by the kit under the declared parent.
 */
@Injectable()
export class TicketCommentsService extends CollectionService<TicketCommentEntity, CreateTicketCommentDto> {
  constructor(kit: CollectionKit) {
    super(kit, TICKET_COMMENTS);
  }

  protected override build(input: CreateTicketCommentDto, caller: RequestContext): Partial<TicketCommentEntity> {
    return { ticketId: input.ticketId, content: input.content, isInternal: input.isInternal ?? false, authorId: caller.userId };
  }
}
