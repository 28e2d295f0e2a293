import { SeedCommandDto } from '@bizapi/collections';
import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HelpdeskSeeder } from './helpdesk-seeder';

/** The operator's `seed` for this service (`deactivate` is the collection kit's). */
@Controller()
export class HelpdeskAdminController {
  constructor(private readonly seeder: HelpdeskSeeder) {}

  @MessagePattern(AdminSubject.seed('helpdesk'))
  seed(@Payload() command: SeedCommandDto): Promise<SeedResult> {
    return this.seeder.seed(command.companyId);
  }
}
