import { AdminSubject, DeactivateResult, ServiceName } from '@bizapi/contracts';
import { Required, validateInput } from '@bizapi/conventions';
import { Controller, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IsString, IsUUID } from 'class-validator';
import { CollectionKit } from '../service/collection-kit';

/** The operator's `seed` of one company (each service answers it with its own reference data). */
export class SeedCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
}

export class DeactivateCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsString() collection: string;
  @Required() @IsString() id: string;
}

/** The operator's `deactivate` for every collection of the service that has `isActive`. */
export function deactivateController(service: ServiceName): Type<unknown> {
  @Controller()
  class DeactivateController {
    constructor(private readonly kit: CollectionKit) {}

    @MessagePattern(AdminSubject.deactivate(service))
    async deactivate(@Payload() payload: unknown): Promise<DeactivateResult> {
      const command = validateInput(DeactivateCommandDto, payload);
      await this.kit.registry.deactivate(service, command.collection, command.companyId, command.id);
      return { collection: command.collection, id: command.id, isActive: false };
    }
  }
  return DeactivateController;
}
