import { AdminSubject } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PanelInviteCommand } from './panel-invite.command';
import { PanelPeopleService } from './panel-people.service';

/** The operator's `panel:invite`, answered by the panel over NATS (admin.panel.invite). */
@Controller()
export class PanelInviteHandler {
  constructor(private readonly people: PanelPeopleService) {}

  @MessagePattern(AdminSubject.panelInvite)
  invite(@Payload() command: PanelInviteCommand) {
    return this.people.invite(command.companyId, command.userId);
  }
}
