import type { CollectionReference } from './collection-reference';

/** Quotes, signs and recurring contracts in words (spec "Quotes and contracts"), beside sales-contracts.contracts.ts. */
export const SALES_CONTRACTS_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  quotes: {
    schema: 'Quote',
    about: 'A quote (commercial proposal) of a deal, priced by its items.',
    operations: { create: 'The quote starts `DRAFT`, its `code` is generated and its totalAmount is 0 until items exist.', update: 'A `status` sent sets any quote status value.' },
  },
  'quote-items': {
    schema: 'QuoteItem',
    about: 'A line of a quote.',
    operations: { create: 'Adding an item recalculates the quote\'s totalAmount.', update: 'Changing an item recalculates the quote\'s totalAmount.' },
  },
  signs: {
    schema: 'Sign',
    about: 'A digital contract to be signed, optionally about a deal or a person.',
    operations: { create: 'Without `status` (or with `DRAFT`) the sign starts `DRAFT`; with `SENT`, `SENT`. `contractSituation` is null.' },
  },
  contracts: {
    schema: 'Contract',
    about: 'A recurring contract, created from an existing sign, billed monthly.',
    operations: { create: 'The contract starts `ACTIVE`.' },
  },
  'contract-items': {
    schema: 'ContractItem',
    about: 'A line of a recurring contract.',
  },
};
