import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateTicketCommentDto } from './ticket-comment.dto';
import { TICKET_COMMENTS } from './ticket-comments.collection';
import { TicketCommentsService } from './ticket-comments.service';

@Module({
  controllers: [collectionController(TICKET_COMMENTS, TicketCommentsService, { create: CreateTicketCommentDto })],
  providers: [TicketCommentsService],
})
export class TicketCommentsModule {}
