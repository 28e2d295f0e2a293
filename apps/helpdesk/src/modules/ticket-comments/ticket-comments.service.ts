import { CollectionKit, CollectionService, CreateInput } from '@bizapi/collections';
import { RequestContext, TICKET_COMMENTS_CONTRACT } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { TicketCommentEntity } from './ticket-comment.entity';
import { TICKET_COMMENTS } from './ticket-comments.collection';

type Create = CreateInput<typeof TICKET_COMMENTS_CONTRACT>;

/**
 * Comments of a ticket, written by the company user whose API key calls.
 * The first public comment of a ticket is its first response (SLA): the
 * tickets' FIRST_RESPONSE, run by the kit under the declared parent.
 */
@Injectable()
export class TicketCommentsService extends CollectionService<TicketCommentEntity, Create> {
  constructor(kit: CollectionKit) {
    super(kit, TICKET_COMMENTS);
  }

  protected override async build(input: Create, caller: RequestContext): Promise<Partial<TicketCommentEntity>> {
    return { ...(await super.build(input, caller)), authorId: caller.userId };
  }
}
