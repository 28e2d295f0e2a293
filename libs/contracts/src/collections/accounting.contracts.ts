import { ACCOUNT_TYPES, CUSTOM_FIELD_ENTITY_TYPES, CUSTOM_FIELD_TYPES, JOURNAL_ENTRY_STATUSES, JOURNAL_LINE_TYPES } from '../enums/enumerations';
import { bool, code, date, enumeration, money, reference, text, textList } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { defineContract } from './collection-contract';

/** Names and labels, bounded as the other services' are. */
const NAME = 255;

/** The collections of accounting, all read-only (spec "Accounting", "Configuration lookups"): no field is taken by a write. */

export const ACCOUNTING_ACCOUNTS_CONTRACT = defineContract({
  collection: 'accounting-accounts',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: {
    // Dotted by level (`1.1.1.02`), as the operator seeded the chart.
    code: text(50),
    name: text(NAME),
    accountType: enumeration(ACCOUNT_TYPES),
    parentId: reference('accounting-accounts', { nullable: true, description: 'The parent account; null at the top.' }),
    isAnalytical: bool({ description: 'Whether entries are booked to it (an analytical account) rather than it summing its children.' }),
  },
  reference: { nameField: 'name' },
});

export const ACCOUNTING_JOURNAL_ENTRIES_CONTRACT = defineContract({
  collection: 'accounting-journal-entries',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: {
    // `LC-000001` (lançamento contábil), taken by the poster from the company's sequence.
    code: code('LC'),
    description: text(LONG_TEXT),
    entryDate: date({ storage: 'date', description: 'The date it is booked on.' }),
    status: enumeration(JOURNAL_ENTRY_STATUSES),
    isAutomatic: bool({ default: false, description: 'Made by the platform (from a financial entry) rather than by hand.' }),
    totalDebit: money({ description: 'The sum of its debit lines.' }),
    totalCredit: money({ description: 'The sum of its credit lines.' }),
    // The settlement's financial entry (finance's id), the event that posted it, the entry a reversal reverses: the books' own.
    financialEntryId: reference('financial-entries', { nullable: true, checked: false, shown: 'never' }),
    sourceEventId: text(NAME, { nullable: true, shown: 'never' }),
    reversesId: reference('accounting-journal-entries', { nullable: true, shown: 'never' }),
  },
  record: { isActive: false },
  events: {
    'journal_entry.posted': { when: 'a journal entry is posted (seeded, or automatic from financial.settled)' },
  },
});

export const ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT = defineContract({
  collection: 'accounting-journal-entry-lines',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: {
    journalEntryId: reference('accounting-journal-entries'),
    accountingAccountId: reference('accounting-accounts'),
    type: enumeration(JOURNAL_LINE_TYPES, { description: 'Debit or credit.' }),
    amount: money(),
    description: text(LONG_TEXT, { default: '' }),
    // The entry's date, status and settlement, kept on each line: a ledger reads one index range and never the entries.
    entryDate: date({ storage: 'date', shown: 'never' }),
    entryStatus: enumeration(JOURNAL_ENTRY_STATUSES, { shown: 'never' }),
    financialEntryId: reference('financial-entries', { nullable: true, checked: false, shown: 'never' }),
  },
  record: { isActive: false },
});

export const COST_CENTERS_CONTRACT = defineContract({
  collection: 'cost-centers',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: { name: text(NAME), code: text(50), description: text(LONG_TEXT, { default: '' }) },
  reference: { nameField: 'name' },
});

export const BUSINESS_UNITS_CONTRACT = defineContract({
  collection: 'business-units',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: { name: text(NAME), description: text(LONG_TEXT, { default: '' }) },
  reference: { nameField: 'name', namesCopiedBy: ['projects-hr'] },
});

export const CUSTOM_FIELDS_CONTRACT = defineContract({
  collection: 'custom-fields',
  service: 'accounting',
  feature: 'accounting',
  operations: ['list', 'get'],
  fields: {
    name: text(NAME),
    label: text(NAME, { description: 'The label shown to people.' }),
    fieldType: enumeration(CUSTOM_FIELD_TYPES, { description: 'The kind of value.' }),
    entityType: enumeration(CUSTOM_FIELD_ENTITY_TYPES, { description: 'The kind of record the field belongs to.' }),
    options: textList({ nullable: true, description: 'The choices of a `SELECT` or `MULTISELECT` field; null otherwise.' }),
    isRequired: bool({ default: false, description: 'Whether a value is required.' }),
  },
});

export const ACCOUNTING_CONTRACTS = [
  ACCOUNTING_ACCOUNTS_CONTRACT,
  ACCOUNTING_JOURNAL_ENTRIES_CONTRACT,
  ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT,
  COST_CENTERS_CONTRACT,
  BUSINESS_UNITS_CONTRACT,
  CUSTOM_FIELDS_CONTRACT,
] as const;
