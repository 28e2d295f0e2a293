import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { AutomationsModule } from './automations/automations.module';
import { BANK_ACCOUNTS } from './bank-accounts/bank-accounts.collection';
import { BankAccountsModule } from './bank-accounts/bank-accounts.module';
import { CHARGES } from './charges/charges.collection';
import { ChargesModule } from './charges/charges.module';
import { FINANCIAL_CATEGORIES } from './financial-categories/financial-categories.collection';
import { FinancialCategoriesModule } from './financial-categories/financial-categories.module';
import { FINANCIAL_ENTRIES } from './financial-entries/financial-entries.collection';
import { FinancialEntriesModule } from './financial-entries/financial-entries.module';
import { INVOICES } from './invoices/invoices.collection';
import { InvoicesModule } from './invoices/invoices.module';
import { MEASUREMENTS } from './measurements/measurements.collection';
import { MeasurementsModule } from './measurements/measurements.module';
import { PROVISIONING } from './provisioning/provisioning.collection';
import { ProvisioningModule } from './provisioning/provisioning.module';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items/purchase-order-items.collection';
import { PurchaseOrderItemsModule } from './purchase-order-items/purchase-order-items.module';
import { PURCHASE_ORDERS } from './purchase-orders/purchase-orders.collection';
import { PurchaseOrdersModule } from './purchase-orders/purchase-orders.module';
import { SeedModule } from './seed/seed.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: FinancialCategoriesModule, collections: [FINANCIAL_CATEGORIES] },
  { module: BankAccountsModule, collections: [BANK_ACCOUNTS] },
  { module: SeedModule, collections: [] },
  { module: FinancialEntriesModule, collections: [FINANCIAL_ENTRIES] },
  { module: ChargesModule, collections: [CHARGES] },
  { module: AutomationsModule, collections: [] },
  { module: MeasurementsModule, collections: [MEASUREMENTS] },
  { module: InvoicesModule, collections: [INVOICES] },
  { module: ProvisioningModule, collections: [PROVISIONING] },
  { module: PurchaseOrdersModule, collections: [PURCHASE_ORDERS] },
  { module: PurchaseOrderItemsModule, collections: [PURCHASE_ORDER_ITEMS] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
