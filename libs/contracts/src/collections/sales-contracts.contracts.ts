import { defineContract } from './collection-contract';

/** The collections of sales-contracts (spec "Quotes and contracts"). */

export const QUOTES_CONTRACT = defineContract({
  collection: 'quotes',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['dealId', 'title', 'validUntil', 'notes', 'discount'] },
    // Extension (docs/sales-contracts.md): discount on PUT, so the total's "discount changes" case exists.
    update: { spec: ['title', 'status', 'validUntil', 'notes'], extensions: ['discount'] },
  },
  events: {
    'quote.created': { when: 'POST /quotes', on: 'create' },
    'quote.updated': { when: 'PUT /quotes/:id, and a quote item written (its totalAmount changes)', on: 'update', renames: true },
    'quote.expired': { when: 'a DRAFT or SENT quote passes validUntil (automatic move)', renames: true },
  },
  reference: { nameField: 'title' },
});

export const QUOTE_ITEMS_CONTRACT = defineContract({
  collection: 'quote-items',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['quoteId', 'description', 'quantity', 'unitPrice', 'discount'] },
    update: { spec: ['description', 'quantity', 'unitPrice', 'discount'] },
  },
});

export const SIGNS_CONTRACT = defineContract({
  collection: 'signs',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'dealId', 'personId', 'content', 'status'] },
    update: { spec: ['title', 'status', 'content', 'contractSituation'] },
  },
  events: {
    'sign.created': { when: 'POST /signs', on: 'create' },
    'sign.updated': { when: 'PUT /signs/:id', on: 'update', renames: true },
    'sign.signed': { when: 'a sign reaches SIGNED', renames: true },
  },
  reference: { nameField: 'title' },
});

export const CONTRACTS_CONTRACT = defineContract({
  collection: 'contracts',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['signId', 'title', 'startDate', 'endDate', 'monthlyAmount', 'renewalType', 'billingType'] },
    update: { spec: ['title', 'status', 'endDate', 'monthlyAmount', 'renewalType', 'billingType'] },
  },
  events: {
    'contract.created': { when: 'POST /contracts', on: 'create' },
    'contract.updated': { when: 'PUT /contracts/:id', on: 'update', renames: true },
    'contract.expired': { when: 'an ACTIVE contract passes endDate (automatic move)', renames: true },
  },
  reference: { nameField: 'title' },
});

export const CONTRACT_ITEMS_CONTRACT = defineContract({
  collection: 'contract-items',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  writes: { create: { spec: ['contractId', 'description', 'quantity', 'unitPrice'] }, update: { spec: ['description', 'quantity', 'unitPrice'] } },
});

export const SALES_CONTRACTS_CONTRACTS = [QUOTES_CONTRACT, QUOTE_ITEMS_CONTRACT, SIGNS_CONTRACT, CONTRACTS_CONTRACT, CONTRACT_ITEMS_CONTRACT] as const;
