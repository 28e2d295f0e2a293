import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { ACCOUNTING_ACCOUNTS } from './accounting-accounts/accounting-accounts.collection';
import { AccountingAccountsModule } from './accounting-accounts/accounting-accounts.module';
import { BUSINESS_UNITS } from './business-units/business-units.collection';
import { BusinessUnitsModule } from './business-units/business-units.module';
import { COST_CENTERS } from './cost-centers/cost-centers.collection';
import { CostCentersModule } from './cost-centers/cost-centers.module';
import { CUSTOM_FIELDS } from './custom-fields/custom-fields.collection';
import { CustomFieldsModule } from './custom-fields/custom-fields.module';
import { JOURNAL_ENTRIES } from './journal-entries/journal-entries.collection';
import { JournalEntriesModule } from './journal-entries/journal-entries.module';
import { JOURNAL_ENTRY_LINES } from './journal-entry-lines/journal-entry-lines.collection';
import { JournalEntryLinesModule } from './journal-entry-lines/journal-entry-lines.module';
import { AccountDailyBalanceEntity } from './ledger/account-daily-balance.entity';
import { JournalDayEntity } from './ledger/journal-day.entity';
import { ReportsModule } from './reports/reports.module';
import { LedgerMappingEntity } from './settlements/ledger-mapping.entity';
import { SettlementsModule } from './settlements/settlements.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: AccountingAccountsModule, collections: [ACCOUNTING_ACCOUNTS] },
  { module: JournalEntriesModule, collections: [JOURNAL_ENTRIES] },
  { module: JournalEntryLinesModule, collections: [JOURNAL_ENTRY_LINES] },
  { module: CostCentersModule, collections: [COST_CENTERS] },
  { module: BusinessUnitsModule, collections: [BUSINESS_UNITS] },
  { module: CustomFieldsModule, collections: [CUSTOM_FIELDS] },
  { module: ReportsModule, collections: [] },
  { module: SettlementsModule, collections: [] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
/** The collections' tables, the ledger's own (daily balances and entry counts, which the reports read) and the settlements' ledger mappings. */
export const DOMAIN_ENTITIES = [
  ...DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity)),
  AccountDailyBalanceEntity,
  JournalDayEntity,
  LedgerMappingEntity,
];
