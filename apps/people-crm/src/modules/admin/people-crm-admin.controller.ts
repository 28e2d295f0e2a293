import { AdminSubject, ApiError, DeactivateResult, SeedResult } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PersonEmailsService } from '../person-emails/person-emails.service';
import { PersonPhonesService } from '../person-phones/person-phones.service';
import { PersonsService } from '../persons/persons.service';
import { DeactivateCommandDto, SeedCommandDto } from './admin-commands.dto';

type Deactivator = (companyId: string, id: string) => Promise<void>;

/** Operator commands of this service: `seed` and `deactivate`. */
@Controller()
export class PeopleCrmAdminController {
  private readonly deactivators: Record<string, Deactivator>;

  constructor(persons: PersonsService, emails: PersonEmailsService, phones: PersonPhonesService) {
    this.deactivators = {
      persons: (companyId, id) => persons.deactivate(companyId, id),
      'person-emails': (companyId, id) => emails.deactivate(companyId, id),
      'person-phones': (companyId, id) => phones.deactivate(companyId, id),
    };
  }

  /** Reference data of this service for one company (none yet: deal pipelines come with the CRM). */
  @MessagePattern(AdminSubject.seed('people-crm'))
  seed(@Payload() _command: SeedCommandDto): SeedResult {
    return {};
  }

  @MessagePattern(AdminSubject.deactivate('people-crm'))
  async deactivate(@Payload() command: DeactivateCommandDto): Promise<DeactivateResult> {
    const deactivate = this.deactivators[command.collection];
    if (!deactivate) throw ApiError.validation('collection', `people-crm has no collection ${command.collection}`);
    await deactivate(command.companyId, command.id);
    return { collection: command.collection, id: command.id, isActive: false };
  }
}
