import { defineContract } from './collection-contract';

/** The collections of finance (spec "Finance", "Purchasing"). */

export const FINANCIAL_ENTRIES_CONTRACT = defineContract({
  collection: 'financial-entries',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  writes: {
    create: {
      spec: ['personId', 'title', 'typeCategory', 'originalAmount', 'originalDueDate', 'financialCategoryId', 'bankAccountId', 'paymentMethod', 'totalInstallments', 'notes'],
    },
  },
  // financial.created is the service's own (one per installment), not the kit's.
  events: {
    'financial.created': { when: 'POST /financial-entries (one per installment)' },
    'financial.settled': { when: 'a financial entry reaches SETTLED', renames: true },
    'financial.overdue': { when: 'a PENDING financial entry passes its due date', renames: true },
  },
  reference: { nameField: 'title' },
});

export const FINANCIAL_CATEGORIES_CONTRACT = defineContract({
  collection: 'financial-categories',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get'],
  reference: { nameField: 'name' },
});

export const BANK_ACCOUNTS_CONTRACT = defineContract({
  collection: 'bank-accounts',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get'],
  reference: { nameField: 'bankName' },
});

export const MEASUREMENTS_CONTRACT = defineContract({
  collection: 'measurements',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['title', 'personId', 'measurementType', 'startDate', 'endDate'] } },
  events: { 'measurement.created': { when: 'POST /measurements', on: 'create' } },
  reference: { nameField: 'title' },
});

export const INVOICES_CONTRACT = defineContract({
  collection: 'invoices',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['personId', 'measurementId', 'invoiceAmount', 'dueDate', 'description'] } },
  events: { 'invoice.created': { when: 'POST /invoices', on: 'create' } },
});

export const CHARGES_CONTRACT = defineContract({
  collection: 'charges',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get'],
  events: {
    'charge.created': { when: 'a REVENUE financial entry (each installment) gets its charge' },
    'charge.received': { when: 'a charge is received (charges:receive)' },
    'charge.overdue': { when: 'a PENDING charge passes its due date (automatic move)' },
  },
});

export const PROVISIONING_CONTRACT = defineContract({
  collection: 'provisioning',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  writes: {
    create: {
      spec: ['title', 'amount', 'typeCategory', 'startDate', 'repeatPeriod', 'bankAccountId', 'financialCategoryId', 'costCenterId', 'personId'],
      // Extension (docs/finance.md): the record shows endDate, so the body accepts it.
      extensions: ['endDate'],
    },
  },
  events: { 'provisioning.created': { when: 'POST /provisioning', on: 'create' } },
});

export const PURCHASE_ORDERS_CONTRACT = defineContract({
  collection: 'purchase-orders',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'supplierId', 'projectId', 'description', 'expectedDeliveryDate'] },
    update: { spec: ['title', 'supplierId', 'projectId', 'description', 'expectedDeliveryDate'] },
  },
  events: {
    'purchase_order.created': { when: 'POST /purchase-orders', on: 'create' },
    'purchase_order.updated': { when: 'PUT /purchase-orders/:id, and an item added (its totalAmount changes)', on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PURCHASE_ORDER_ITEMS_CONTRACT = defineContract({
  collection: 'purchase-order-items',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['purchaseOrderId', 'description', 'quantity', 'unitPrice'] } },
});

export const FINANCE_CONTRACTS = [
  FINANCIAL_ENTRIES_CONTRACT,
  FINANCIAL_CATEGORIES_CONTRACT,
  BANK_ACCOUNTS_CONTRACT,
  MEASUREMENTS_CONTRACT,
  INVOICES_CONTRACT,
  CHARGES_CONTRACT,
  PROVISIONING_CONTRACT,
  PURCHASE_ORDERS_CONTRACT,
  PURCHASE_ORDER_ITEMS_CONTRACT,
] as const;
