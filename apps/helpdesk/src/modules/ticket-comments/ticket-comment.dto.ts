import { LONG_TEXT_MAX, Optional, Required, Text } from '@bizapi/conventions';
import { IsBoolean, IsString } from 'class-validator';

/** The author is the authenticated company user: `authorId` and `authorName` are not fields of the body. */
export class CreateTicketCommentDto {
  @Required() @IsString() ticketId: string;
  @Required() @Text(LONG_TEXT_MAX) content: string;
  @Optional() @IsBoolean() isInternal?: boolean;
}
