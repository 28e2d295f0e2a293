import { SeedCommandDto } from '@bizapi/collections';
import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module';
import { FinancialCategoriesModule } from '../financial-categories/financial-categories.module';
import { FinanceSeeder } from './finance-seeder';

/** The operator's `seed` for this service (`deactivate` is the collection kit's). */
@Controller()
export class FinanceSeedController {
  constructor(private readonly seeder: FinanceSeeder) {}

  @MessagePattern(AdminSubject.seed('finance'))
  seed(@Payload() command: SeedCommandDto): Promise<SeedResult> {
    return this.seeder.seed(command.companyId);
  }
}

/** The seed of finance's read-only reference data: financial categories and bank accounts. */
@Module({
  imports: [FinancialCategoriesModule, BankAccountsModule],
  controllers: [FinanceSeedController],
  providers: [FinanceSeeder],
})
export class SeedModule {}
