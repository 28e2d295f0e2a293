import { CollectionKit, CollectionService, WriteContext } from '@bizapi/collections';
import { RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { TicketsService } from '../tickets/tickets.service';
import { CreateTicketCommentDto } from './ticket-comment.dto';
import { TicketCommentEntity } from './ticket-comment.entity';
import { TICKET_COMMENTS } from './ticket-comments.collection';

/**
 * Comments of a ticket, written by the company user whose API key calls.
 * The first public comment of a ticket is its first response (SLA).
 */
@Injectable()
export class TicketCommentsService extends CollectionService<TicketCommentEntity, CreateTicketCommentDto> {
  constructor(
    kit: CollectionKit,
    private readonly tickets: TicketsService,
  ) {
    super(kit, TICKET_COMMENTS);
  }

  protected override build(input: CreateTicketCommentDto, caller: RequestContext): Partial<TicketCommentEntity> {
    return { ticketId: input.ticketId, content: input.content, isInternal: input.isInternal ?? false, authorId: caller.userId };
  }

  protected override async afterWrite(comment: TicketCommentEntity, { manager }: WriteContext, before: TicketCommentEntity | null): Promise<void> {
    if (!before && !comment.isInternal) await this.tickets.recordFirstResponse(manager, comment.companyId, comment.ticketId, comment.createdAt);
  }
}
