import { AdminSubject, AutomationCounts } from '@bizapi/contracts';
import { ApiDate, Optional, Required, parseApiDate, validateInput } from '@bizapi/conventions';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IsUUID } from 'class-validator';
import { SalesAutomations } from './sales-automations';

export class AutomationsRunCommandDto {
  @Optional() @IsUUID('all', { message: 'companyId must be a company id' }) companyId?: string;
  @Required() @ApiDate() asOf: string;
}

/** The operator's `automations:run` for this service ({companyId?, asOf} → {quotesExpired, contractsExpired}). */
@Controller()
export class AutomationsController {
  constructor(private readonly automations: SalesAutomations) {}

  @MessagePattern(AdminSubject.automationsRun('sales-contracts'))
  run(@Payload() payload: unknown): Promise<AutomationCounts> {
    const command = validateInput(AutomationsRunCommandDto, payload);
    return this.automations.run(parseApiDate(command.asOf) as Date, command.companyId);
  }
}
