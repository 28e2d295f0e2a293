import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { AutomationsModule } from './automations/automations.module';
import { BANK_ACCOUNTS } from './bank-accounts/bank-accounts.collection';
import { CHARGES } from './charges/charges.collection';
import { FINANCIAL_CATEGORIES } from './financial-categories/financial-categories.collection';
import { FINANCIAL_ENTRIES } from './financial-entries/financial-entries.collection';
import { FinancialEntriesModule } from './financial-entries/financial-entries.module';
import { INVOICES } from './invoices/invoices.collection';
import { BillingModule } from './measurements/billing.module';
import { MEASUREMENTS } from './measurements/measurements.collection';
import { PROVISIONING } from './provisioning/provisioning.collection';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items/purchase-order-items.collection';
import { PURCHASE_ORDERS } from './purchase-orders/purchase-orders.collection';
import { PurchasingModule } from './purchase-orders/purchasing.module';
import { ReferenceDataModule } from './seed/reference-data.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: ReferenceDataModule, collections: [FINANCIAL_CATEGORIES, BANK_ACCOUNTS] },
  { module: FinancialEntriesModule, collections: [FINANCIAL_ENTRIES, CHARGES] },
  { module: AutomationsModule, collections: [] },
  { module: BillingModule, collections: [MEASUREMENTS, INVOICES, PROVISIONING] },
  { module: PurchasingModule, collections: [PURCHASE_ORDERS, PURCHASE_ORDER_ITEMS] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
