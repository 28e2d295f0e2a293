import { formatApiDateTime } from '@bizapi/conventions';
import { TicketCommentEntity } from './ticket-comment.entity';

/** A TicketComment as every operation returns it (isActive and updatedAt are extensions, as on every collection). */
export function toTicketCommentRecord(comment: TicketCommentEntity) {
  return {
    id: comment.id,
    ticketId: comment.ticketId,
    content: comment.content,
    isInternal: comment.isInternal,
    authorId: comment.authorId,
    authorName: comment.authorName ?? null,
    createdAt: formatApiDateTime(comment.createdAt),
    updatedAt: formatApiDateTime(comment.updatedAt),
    isActive: comment.isActive,
  };
}

export type TicketCommentRecord = ReturnType<typeof toTicketCommentRecord>;
