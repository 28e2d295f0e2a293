import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { TICKET_COMMENTS } from './ticket-comments.collection';
import { TicketCommentsService } from './ticket-comments.service';

@Module({
  controllers: [collectionController(TICKET_COMMENTS, TicketCommentsService)],
  providers: [TicketCommentsService],
})
export class TicketCommentsModule {}
