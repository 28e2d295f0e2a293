import { Required } from '@bizapi/conventions';
import { IsUUID } from 'class-validator';

/** `panel:invite --company ID --user ID` over NATS (admin.panel.invite). */
export class PanelInviteCommand {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsUUID('all', { message: 'userId must be a user id' }) userId: string;
}
