import {
  BANK_ACCOUNT_TYPES,
  CHARGE_STATUSES,
  FINANCIAL_ENTRY_STATUSES,
  INVOICE_STATUSES,
  MEASUREMENT_STATUSES,
  MEASUREMENT_TYPES,
  PAYMENT_METHODS,
  PURCHASE_ORDER_STATUSES,
  REPEAT_PERIODS,
  TYPE_CATEGORIES,
} from '../enums/enumerations';
import { code, date, enumeration, integer, money, nameCopy, quantity, reference, text } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { defineContract } from './collection-contract';

const NULLABLE_CREATE = { nullable: true, create: 'optional' } as const;
/** The spec's `YYYY-MM-DD` fields: a calendar day, returned at midnight UTC. */
const DAY = { dateOnly: true, storage: 'date' } as const;

/** The most installments one entry may be split into. */
export const MAX_INSTALLMENTS = 120;

/** The collections of finance (spec "Finance", "Purchasing"). */

export const FINANCIAL_ENTRIES_CONTRACT = defineContract({
  collection: 'financial-entries',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  // Every entry starts PENDING: status is not a create field.
  fields: {
    code: code('FIN'),
    title: text(255, { create: 'required' }),
    personId: reference('persons', { create: 'required' }),
    personName: nameCopy('personId'),
    typeCategory: enumeration(TYPE_CATEGORIES, { create: 'required', description: 'Revenue (receivable) or expense (payable).' }),
    status: enumeration(FINANCIAL_ENTRY_STATUSES, { default: 'PENDING', description: '`PENDING` on creation; `SETTLED` once paid, `OVERDUE` past its due date unpaid.' }),
    originalAmount: money({ create: 'required', exclusiveMin: true, description: 'The amount of this installment: greater than zero.' }),
    paidAmount: money({ nullable: true, description: 'What was paid; null until then.' }),
    originalDueDate: date({ ...DAY, create: 'required', description: 'The due date (`YYYY-MM-DD` on input).' }),
    // When it was settled (its charge's paidAt).
    paymentDate: date({ nullable: true, description: 'When it was paid; null until then.' }),
    financialCategoryId: reference('financial-categories', { create: 'required' }),
    financialCategoryName: nameCopy('financialCategoryId'),
    bankAccountId: reference('bank-accounts', { create: 'required' }),
    bankAccountName: nameCopy('bankAccountId'),
    paymentMethod: enumeration(PAYMENT_METHODS, { ...NULLABLE_CREATE, description: 'How it is paid (observed values `BANK_SLIP`, `PIX`, `CREDIT_CARD`; the full list is not in the spec).' }),
    installmentNumber: integer({ default: 1, description: 'Which installment this is, from 1.' }),
    totalInstallments: integer({ default: 1, create: 'optional', min: 1, max: MAX_INSTALLMENTS, description: 'How many installments the entry was split into: default 1, maximum 120.' }),
    // The id of installment 1: the installments of one POST share it.
    installmentGroupId: reference('financial-entries', { checked: false, shown: 'never' }),
    discountAmount: money({ default: 0, shown: 'detail', description: 'Discount granted. Shown by the get.' }),
    interestAmount: money({ default: 0, shown: 'detail', description: 'Interest charged. Shown by the get.' }),
    fineAmount: money({ default: 0, shown: 'detail', description: 'Late fine charged. Shown by the get.' }),
    notes: text(LONG_TEXT, { ...NULLABLE_CREATE, shown: 'detail' }),
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
  fields: {
    name: text(255),
    type: enumeration(TYPE_CATEGORIES, { description: 'Revenue or expense.' }),
    parentId: reference('financial-categories', { nullable: true, description: 'The parent category; null at the top.' }),
    // Hierarchical dotted code: the parent's code, a dot, and the child's number.
    code: text(50, { description: 'The hierarchical dotted code (`1.02.03`).' }),
  },
  reference: { nameField: 'name' },
});

export const BANK_ACCOUNTS_CONTRACT = defineContract({
  collection: 'bank-accounts',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get'],
  fields: {
    bankName: text(255, { description: 'The bank\'s name.' }),
    agency: text(20, { description: 'The branch (agência) number.' }),
    accountNumber: text(30, { description: 'The account number at the bank.' }),
    accountType: enumeration(BANK_ACCOUNT_TYPES, { description: 'Observed values `CHECKING`, `SAVINGS`.' }),
    openingBalance: money({ default: 0, shown: 'never' }),
    balance: money({ default: 0, description: 'The current balance.' }),
  },
  reference: { nameField: 'bankName' },
});

export const MEASUREMENTS_CONTRACT = defineContract({
  collection: 'measurements',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  // Every measurement starts DRAFT with totalAmount 0: neither is a create field.
  fields: {
    title: text(255, { create: 'required' }),
    personId: reference('persons', { create: 'required' }),
    personName: nameCopy('personId'),
    measurementType: enumeration(MEASUREMENT_TYPES, { default: 'SIMPLE', create: 'optional', description: 'Default `SIMPLE`.' }),
    status: enumeration(MEASUREMENT_STATUSES, { default: 'DRAFT' }),
    // 0 on creation; the API has no measurement items to add to it.
    totalAmount: money({ default: 0, description: 'The measured total; 0 on creation.' }),
    startDate: date({ ...DAY, ...NULLABLE_CREATE }),
    endDate: date({ ...DAY, ...NULLABLE_CREATE }),
  },
  events: { 'measurement.created': { when: 'POST /measurements', on: 'create' } },
  reference: { nameField: 'title' },
});

export const INVOICES_CONTRACT = defineContract({
  collection: 'invoices',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create'],
  // Every invoice starts DRAFT: status is not a create field.
  fields: {
    personId: reference('persons', { create: 'required' }),
    personName: nameCopy('personId'),
    measurementId: reference('measurements', NULLABLE_CREATE),
    invoiceAmount: money({ create: 'required', exclusiveMin: true, description: 'The invoiced amount: greater than zero.' }),
    status: enumeration(INVOICE_STATUSES, { default: 'DRAFT' }),
    dueDate: date({ ...DAY, ...NULLABLE_CREATE }),
    // Accepted on create and kept, but not part of the record the API returns (the spec).
    description: text(LONG_TEXT, { ...NULLABLE_CREATE, shown: 'never', description: 'Accepted on creation; not echoed in the answer.' }),
  },
  events: { 'invoice.created': { when: 'POST /invoices', on: 'create' } },
});

export const CHARGES_CONTRACT = defineContract({
  collection: 'charges',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get'],
  // Written by the service for each REVENUE entry (installment), never by a client.
  fields: {
    financialEntryId: reference('financial-entries', { checked: false }),
    personId: reference('persons', { checked: false }),
    personName: nameCopy('personId'),
    amount: money(),
    status: enumeration(CHARGE_STATUSES, { default: 'PENDING' }),
    dueDate: date(DAY),
    paidAt: date({ nullable: true, description: 'When it was paid; null until then.' }),
    paymentMethod: enumeration(PAYMENT_METHODS, { description: 'How it is paid (observed `BANK_SLIP`, `PIX`, `CREDIT_CARD`).' }),
  },
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
  fields: {
    title: text(255, { create: 'required' }),
    amount: money({ create: 'required', exclusiveMin: true, description: 'Greater than zero.' }),
    typeCategory: enumeration(TYPE_CATEGORIES, { create: 'required' }),
    repeatPeriod: enumeration(REPEAT_PERIODS, { ...NULLABLE_CREATE, description: 'How often it repeats; null for a one-off.' }),
    startDate: date({ ...DAY, create: 'required' }),
    // Extension (docs/finance.md): the record shows endDate, so the body accepts it.
    endDate: date({ ...DAY, nullable: true, create: 'extension', description: 'The last day it repeats (accepted on creation: an extension).' }),
    bankAccountId: reference('bank-accounts', NULLABLE_CREATE),
    financialCategoryId: reference('financial-categories', NULLABLE_CREATE),
    personId: reference('persons', NULLABLE_CREATE),
    costCenterId: reference('cost-centers', NULLABLE_CREATE),
  },
  events: { 'provisioning.created': { when: 'POST /provisioning', on: 'create' } },
});

export const PURCHASE_ORDERS_CONTRACT = defineContract({
  collection: 'purchase-orders',
  service: 'finance',
  feature: 'finance',
  operations: ['list', 'get', 'create', 'update'],
  // Every order starts DRAFT with totalAmount 0 and a generated code: none of them is a field of the body.
  fields: {
    code: code('PO'),
    title: text(255, { create: 'required', update: 'optional' }),
    supplierId: reference('persons', { create: 'required', update: 'optional', description: 'The id of the supplier: a person.' }),
    supplierName: nameCopy('supplierId', { description: 'The name of the supplier, kept by the service. Read-only.' }),
    projectId: reference('projects', { nullable: true, create: 'optional', update: 'optional' }),
    status: enumeration(PURCHASE_ORDER_STATUSES, { default: 'DRAFT' }),
    // The sum of its items' totalPrice, kept by each item write under the order's row lock.
    totalAmount: money({ default: 0, description: 'The sum of its items (quantity × unitPrice); 0 on creation.' }),
    description: text(LONG_TEXT, { nullable: true, create: 'optional', update: 'optional', shown: 'detail', description: 'Free text, up to 10,000 characters. Shown by the get and the create/update answers.' }),
    expectedDeliveryDate: date({ nullable: true, create: 'optional', update: 'optional', description: 'When delivery is expected (ISO 8601).' }),
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
  fields: {
    purchaseOrderId: reference('purchase-orders', { create: 'required' }),
    description: text(255, { create: 'required' }),
    quantity: quantity({ create: 'required', exclusiveMin: true }),
    unitPrice: money({ create: 'required' }),
    // quantity x unitPrice in PostgreSQL's exact decimal arithmetic, rounded half away from zero to cents.
    totalPrice: money({ generated: 'round(quantity * unit_price, 2)', description: 'quantity × unitPrice.' }),
  },
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
