import { Module } from '@nestjs/common';
import { AccountingAccountsModule } from '../accounting-accounts/accounting-accounts.module';
import { BusinessUnitsModule } from '../business-units/business-units.module';
import { CostCentersModule } from '../cost-centers/cost-centers.module';
import { CustomFieldsModule } from '../custom-fields/custom-fields.module';
import { LedgerModule } from '../ledger/ledger.module';
import { AccountingSeeder } from '../seed/accounting-seeder';
import { JournalSeeder } from '../seed/journal-seeder';
import { LookupSeeder } from '../seed/lookup-seeder';
import { AccountingAdminController } from './accounting-admin.controller';

@Module({
  imports: [AccountingAccountsModule, LedgerModule, CostCentersModule, BusinessUnitsModule, CustomFieldsModule],
  controllers: [AccountingAdminController],
  providers: [AccountingSeeder, LookupSeeder, JournalSeeder],
})
export class AdminModule {}
