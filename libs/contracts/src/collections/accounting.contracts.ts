import { defineContract } from './collection-contract';

/** The collections of accounting, all read-only (spec "Accounting", "Configuration lookups"). */

export const ACCOUNTING_ACCOUNTS_CONTRACT = defineContract({
  collection: 'accounting-accounts',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  reference: { nameField: 'name' },
});

export const ACCOUNTING_JOURNAL_ENTRIES_CONTRACT = defineContract({
  collection: 'accounting-journal-entries',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  events: {
    'journal_entry.posted': { when: 'a journal entry is posted (seeded, or automatic from financial.settled)' },
  },
});

export const ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT = defineContract({
  collection: 'accounting-journal-entry-lines',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
});

export const COST_CENTERS_CONTRACT = defineContract({
  collection: 'cost-centers',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  reference: { nameField: 'name' },
});

export const BUSINESS_UNITS_CONTRACT = defineContract({
  collection: 'business-units',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  reference: { nameField: 'name', namesCopiedBy: ['projects-hr'] },
});

export const CUSTOM_FIELDS_CONTRACT = defineContract({
  collection: 'custom-fields',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
});

export const ACCOUNTING_CONTRACTS = [
  ACCOUNTING_ACCOUNTS_CONTRACT,
  ACCOUNTING_JOURNAL_ENTRIES_CONTRACT,
  ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT,
  COST_CENTERS_CONTRACT,
  BUSINESS_UNITS_CONTRACT,
  CUSTOM_FIELDS_CONTRACT,
] as const;
