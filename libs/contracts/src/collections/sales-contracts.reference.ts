import type { CollectionReference } from './collection-reference';

/** Quotes, signs and recurring contracts in words (spec "Quotes and contracts"), beside sales-contracts.contracts.ts. */
export const SALES_CONTRACTS_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  quotes: {
    schema: 'Quote',
    about: 'A quote (commercial proposal) of a deal, priced by its items.',
    fields: {
      totalAmount: 'The sum of its items\' totalPrice less the global discount; 0 while it has no items. Recalculated whenever an item is added or changed.',
      discount: 'A global discount: a value, not a percentage.',
      validUntil: 'The last day the quote holds: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.',
    },
    operations: { create: 'The quote starts `DRAFT`, its `code` is generated and its totalAmount is 0 until items exist.', update: 'A `status` sent sets any quote status value.' },
  },
  'quote-items': {
    schema: 'QuoteItem',
    about: 'A line of a quote.',
    fields: {
      discount: 'A value, not a percentage.',
      totalPrice: 'quantity × unitPrice minus discount.',
    },
    operations: { create: 'Adding an item recalculates the quote\'s totalAmount.', update: 'Changing an item recalculates the quote\'s totalAmount.' },
  },
  signs: {
    schema: 'Sign',
    about: 'A digital contract to be signed, optionally about a deal or a person.',
    fields: {
      status: '`DRAFT` or `SENT` on creation (default `DRAFT`); a PUT sets any value.',
      contractSituation: 'The situation of the signed contract: null until signed.',
      signedAt: 'When it was signed; null until then.',
      content: 'The contract text. Shown by the get and the create/update answers.',
    },
    operations: { create: 'Without `status` (or with `DRAFT`) the sign starts `DRAFT`; with `SENT`, `SENT`. `contractSituation` is null.' },
  },
  contracts: {
    schema: 'Contract',
    about: 'A recurring contract, created from an existing sign, billed monthly.',
    fields: {
      signId: 'The id of the sign (digital contract) it comes from; it must exist.',
      startDate: 'The first day of the contract (ISO 8601).',
      endDate: 'The last day of the contract: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.',
      monthlyAmount: 'What is billed each month.',
      renewalType: 'How the contract renews; default `MANUAL`.',
      billingType: 'When it is billed; default `PRE_PAID`.',
    },
    operations: { create: 'The contract starts `ACTIVE`.' },
  },
  'contract-items': {
    schema: 'ContractItem',
    about: 'A line of a recurring contract.',
    fields: { quantity: 'A quantity, default 1; a JSON number with up to 4 decimals.', unitPrice: 'The price of one unit; may be null.' },
  },
};
