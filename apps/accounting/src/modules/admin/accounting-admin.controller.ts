import { SeedCommandDto } from '@bizapi/collections';
import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccountingSeeder } from '../seed/accounting-seeder';

/** The operator's `seed` for this service (`deactivate` is the collection kit's). */
@Controller()
export class AccountingAdminController {
  constructor(private readonly seeder: AccountingSeeder) {}

  @MessagePattern(AdminSubject.seed('accounting'))
  seed(@Payload() command: SeedCommandDto): Promise<SeedResult> {
    return this.seeder.seed(command.companyId);
  }
}
