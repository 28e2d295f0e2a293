import { BILLING_TYPES, CONTRACT_SITUATIONS, CONTRACT_STATUSES, QUOTE_STATUSES, RENEWAL_TYPES, SIGN_STATUSES } from '@bizapi/contracts';

export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type SignStatus = (typeof SIGN_STATUSES)[number];
export type ContractSituation = (typeof CONTRACT_SITUATIONS)[number];
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type RenewalType = (typeof RENEWAL_TYPES)[number];
export type BillingType = (typeof BILLING_TYPES)[number];

/** Quotes that still wait for an answer; past validUntil they expire. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ['DRAFT', 'SENT'];
/** The statuses a sign may be created in. */
export const NEW_SIGN_STATUSES: readonly SignStatus[] = ['DRAFT', 'SENT'];
