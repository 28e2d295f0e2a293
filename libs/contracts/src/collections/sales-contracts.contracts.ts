import { BILLING_TYPES, CONTRACT_SITUATIONS, CONTRACT_STATUSES, QUOTE_STATUSES, RENEWAL_TYPES, SIGN_STATUSES } from '../enums/enumerations';
import { code, date, enumeration, money, quantity, reference, text } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { defineContract } from './collection-contract';

const BOTH = { create: 'optional', update: 'optional' } as const;
const NULLABLE_BOTH = { nullable: true, ...BOTH } as const;

/** The longest text of a digital contract. */
const SIGN_CONTENT_MAX = 100_000;

/** The collections of sales-contracts (spec "Quotes and contracts"). */

export const QUOTES_CONTRACT = defineContract({
  collection: 'quotes',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    code: code('QUOTE'),
    dealId: reference('deals', { create: 'required' }),
    title: text(255, { create: 'required', update: 'optional' }),
    status: enumeration(QUOTE_STATUSES, { default: 'DRAFT', update: 'optional' }),
    // max(0, Σ active items' totalPrice − discount), rewritten under the quote's row lock by every item write (QUOTE_TOTAL).
    totalAmount: money({ default: 0, description: 'The sum of its items\' totalPrice less the global discount; 0 while it has no items. Recalculated whenever an item is added or changed.' }),
    // A value taken off the items' sum. Extension (docs/sales-contracts.md): on PUT too, so the total's "discount changes" case exists.
    discount: money({ default: 0, create: 'optional', update: 'extension', description: 'A global discount: a value, not a percentage.' }),
    // A date-only input is the end of that day (23:59:59.000Z).
    validUntil: date({ ...NULLABLE_BOTH, endOfDay: true, description: 'The last day the quote holds: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.' }),
    notes: text(LONG_TEXT, NULLABLE_BOTH),
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
  fields: {
    quoteId: reference('quotes', { create: 'required' }),
    description: text(255, { create: 'required', update: 'optional' }),
    quantity: quantity({ create: 'required', update: 'optional', exclusiveMin: true }),
    unitPrice: money({ create: 'required', update: 'optional' }),
    // A value (not a percentage), at most quantity × unitPrice.
    discount: money({ ...BOTH, default: 0, description: 'A value, not a percentage.' }),
    // quantity × unitPrice − discount, computed by the service.
    totalPrice: money({ description: 'quantity × unitPrice minus discount.' }),
  },
});

export const SIGNS_CONTRACT = defineContract({
  collection: 'signs',
  service: 'sales-contracts',
  feature: 'sales',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    code: code('SIGN'),
    title: text(255, { create: 'required', update: 'optional' }),
    // Created DRAFT or SENT (the service refuses another); a PUT sets any value.
    status: enumeration(SIGN_STATUSES, { ...BOTH, default: 'DRAFT', description: '`DRAFT` or `SENT` on creation (default `DRAFT`); a PUT sets any value.' }),
    // Null until the sign is signed (it becomes ACTIVATING then, unless sent).
    contractSituation: enumeration(CONTRACT_SITUATIONS, { nullable: true, update: 'optional', description: 'The situation of the signed contract: null until signed.' }),
    dealId: reference('deals', { nullable: true, create: 'optional' }),
    personId: reference('persons', { nullable: true, create: 'optional' }),
    signedAt: date({ nullable: true, description: 'When it was signed; null until then.' }),
    content: text(SIGN_CONTENT_MAX, { ...NULLABLE_BOTH, shown: 'detail', description: 'The contract text. Shown by the get and the create/update answers.' }),
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
  fields: {
    signId: reference('signs', { create: 'required', description: 'The id of the sign (digital contract) it comes from; it must exist.' }),
    // The sign's person, copied on create (the sign was checked): what the personId filter reads.
    personId: reference('persons', { nullable: true, checked: false, shown: 'never' }),
    title: text(255, { create: 'required', update: 'optional' }),
    status: enumeration(CONTRACT_STATUSES, { default: 'ACTIVE', update: 'optional' }),
    startDate: date({ create: 'required', description: 'The first day of the contract (ISO 8601).' }),
    // A date-only input is the end of that day (23:59:59.000Z).
    endDate: date({ create: 'required', update: 'optional', endOfDay: true, description: 'The last day of the contract: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.' }),
    monthlyAmount: money({ create: 'required', update: 'optional', description: 'What is billed each month.' }),
    renewalType: enumeration(RENEWAL_TYPES, { ...BOTH, default: 'MANUAL', description: 'How the contract renews; default `MANUAL`.' }),
    billingType: enumeration(BILLING_TYPES, { ...BOTH, default: 'PRE_PAID', description: 'When it is billed; default `PRE_PAID`.' }),
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
  fields: {
    contractId: reference('contracts', { create: 'required' }),
    description: text(255, { create: 'required', update: 'optional' }),
    quantity: quantity({ ...BOTH, exclusiveMin: true, default: 1, description: 'A quantity, default 1; a JSON number with up to 4 decimals.' }),
    unitPrice: money({ ...NULLABLE_BOTH, description: 'The price of one unit; may be null.' }),
  },
});

export const SALES_CONTRACTS_CONTRACTS = [QUOTES_CONTRACT, QUOTE_ITEMS_CONTRACT, SIGNS_CONTRACT, CONTRACTS_CONTRACT, CONTRACT_ITEMS_CONTRACT] as const;
