import { SeedCommandDto } from '@bizapi/collections';
import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PipelineSeeder } from './pipeline-seeder';

/** The operator's `seed` for this service (`deactivate` is the collection kit's). */
@Controller()
export class PeopleCrmAdminController {
  constructor(private readonly seeder: PipelineSeeder) {}

  /** Reference data of this service for one company: the deal pipelines with their stages (idempotent). */
  @MessagePattern(AdminSubject.seed('people-crm'))
  async seed(@Payload() command: SeedCommandDto): Promise<SeedResult> {
    return { 'deal-pipelines': await this.seeder.seed(command.companyId) };
  }
}
