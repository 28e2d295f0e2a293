import { AdminSubject, ApiError, DeactivateResult, SeedResult } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ActivitiesService } from '../activities/activities.service';
import { DealItemsService } from '../deal-items/deal-items.service';
import { DealPipelinesService } from '../deal-pipelines/deal-pipelines.service';
import { DealsService } from '../deals/deals.service';
import { LeadsService } from '../leads/leads.service';
import { PersonEmailsService } from '../person-emails/person-emails.service';
import { PersonPhonesService } from '../person-phones/person-phones.service';
import { PersonsService } from '../persons/persons.service';
import { ProductsService } from '../products/products.service';
import { DeactivateCommandDto, SeedCommandDto } from './admin-commands.dto';

type Deactivator = (companyId: string, id: string) => Promise<void>;

/** Operator commands of this service: `seed` and `deactivate`. */
@Controller()
export class PeopleCrmAdminController {
  /** A Map, not an object: a collection such as "constructor" must not find an inherited key. */
  private readonly deactivators: ReadonlyMap<string, Deactivator>;

  constructor(
    persons: PersonsService,
    emails: PersonEmailsService,
    phones: PersonPhonesService,
    leads: LeadsService,
    activities: ActivitiesService,
    deals: DealsService,
    dealItems: DealItemsService,
    private readonly pipelines: DealPipelinesService,
    products: ProductsService,
  ) {
    this.deactivators = new Map<string, Deactivator>([
      ['persons', (companyId, id) => persons.deactivate(companyId, id)],
      ['person-emails', (companyId, id) => emails.deactivate(companyId, id)],
      ['person-phones', (companyId, id) => phones.deactivate(companyId, id)],
      ['leads', (companyId, id) => leads.deactivate(companyId, id)],
      ['activities', (companyId, id) => activities.deactivate(companyId, id)],
      ['deals', (companyId, id) => deals.deactivate(companyId, id)],
      ['deal-items', (companyId, id) => dealItems.deactivate(companyId, id)],
      ['deal-pipelines', (companyId, id) => pipelines.deactivate(companyId, id)],
      ['products', (companyId, id) => products.deactivate(companyId, id)],
    ]);
  }

  /** Reference data of this service for one company: the deal pipelines with their stages (idempotent). */
  @MessagePattern(AdminSubject.seed('people-crm'))
  async seed(@Payload() command: SeedCommandDto): Promise<SeedResult> {
    return { 'deal-pipelines': await this.pipelines.seed(command.companyId) };
  }

  @MessagePattern(AdminSubject.deactivate('people-crm'))
  async deactivate(@Payload() command: DeactivateCommandDto): Promise<DeactivateResult> {
    const deactivate = this.deactivators.get(command.collection);
    if (!deactivate) throw ApiError.validation('collection', `people-crm has no collection ${command.collection}`);
    await deactivate(command.companyId, command.id);
    return { collection: command.collection, id: command.id, isActive: false };
  }
}
