import { AdminSubject, ApiError, DeactivateResult } from '@bizapi/contracts';
import { Required } from '@bizapi/conventions';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IsString, IsUUID } from 'class-validator';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

class DeactivateCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsString() collection: string;
  @Required() @IsString() id: string;
}

/** The operator's `deactivate --collection webhooks`. */
@Controller()
export class WebhooksAdminController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(AdminSubject.deactivate('webhooks'))
  async deactivate(@Payload() command: DeactivateCommandDto): Promise<DeactivateResult> {
    if (command.collection !== 'webhooks') throw ApiError.validation('collection', `webhooks has no collection ${command.collection}`);
    await this.subscriptions.deactivate(command.companyId, command.id, 'OPERATOR');
    return { collection: command.collection, id: command.id, isActive: false };
  }
}
