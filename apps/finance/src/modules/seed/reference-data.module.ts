import { SeedCommandDto, collectionController } from '@bizapi/collections';
import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BANK_ACCOUNTS, BankAccountsService } from '../bank-accounts/bank-accounts.collection';
import { FINANCIAL_CATEGORIES, FinancialCategoriesService } from '../financial-categories/financial-categories.collection';
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

/** The read-only reference data of finance: financial categories and bank accounts, and their seed. */
@Module({
  controllers: [
    collectionController(FINANCIAL_CATEGORIES, FinancialCategoriesService),
    collectionController(BANK_ACCOUNTS, BankAccountsService),
    FinanceSeedController,
  ],
  providers: [FinancialCategoriesService, BankAccountsService, FinanceSeeder],
  exports: [FinancialCategoriesService, BankAccountsService],
})
export class ReferenceDataModule {}
