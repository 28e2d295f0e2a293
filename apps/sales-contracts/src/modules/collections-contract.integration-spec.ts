import { ReferenceTarget, Tenant, describeCollectionContract } from '@bizapi/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { createContract, createContractItem, createDeal, createPerson, createQuote, createQuoteItem, createSign } from '../testing/sales-fixtures';

/**
 * The generated contract (libs/testing, collection-contract.ts) of every
 * collection of sales-contracts: routes, isolation, list envelope and query,
 * incremental sync, cursor pages, write bodies, scopes and plan feature. The
 * collections' own spec files hold their domain rules.
 */

const word = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const money = () => randomInt(100, 100_000) / 100;

/** One value per company, made once. */
function perCompany(make: (tenant: Tenant) => Promise<string>): (tenant: Tenant) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (tenant) => {
    let value = made.get(tenant.company.id);
    if (!value) made.set(tenant.company.id, (value = make(tenant)));
    return value;
  };
}

const dealOf = perCompany(async (tenant) => (await createDeal(tenant.api, { title: word('Deal') })).id);
const personOf = perCompany(async (tenant) => (await createPerson(tenant.api, { name: word('Person') })).id);
const quoteOf = perCompany(async (tenant) => (await createQuote(tenant.api, await dealOf(tenant))).id);
const signOf = perCompany(async (tenant) => (await createSign(tenant.api)).id);
const contractOf = perCompany(async (tenant) => (await createContract(tenant.api, await signOf(tenant))).id);

const DEAL: ReferenceTarget = { collection: 'deals', create: async (tenant) => (await createDeal(tenant.api, { title: word('Deal') })).id };
const PERSON: ReferenceTarget = { collection: 'persons', create: async (tenant) => (await createPerson(tenant.api, { name: word('Referenced') })).id };
const QUOTE: ReferenceTarget = { collection: 'quotes', create: async (tenant) => (await createQuote(tenant.api, await dealOf(tenant))).id };
const SIGN: ReferenceTarget = { collection: 'signs', create: async (tenant) => (await createSign(tenant.api)).id };
const CONTRACT: ReferenceTarget = { collection: 'contracts', create: async (tenant) => (await createContract(tenant.api, await signOf(tenant))).id };

const quoteBody = async (tenant: Tenant) => ({ dealId: await dealOf(tenant), title: word('Quote'), validUntil: '2026-12-31', discount: 0 });
const quoteItemBody = async (tenant: Tenant) => ({ quoteId: await quoteOf(tenant), description: word('Item'), quantity: 2, unitPrice: money() });
const signBody = async (tenant: Tenant) => ({ title: word('Sign'), dealId: await dealOf(tenant), personId: await personOf(tenant), content: 'Terms' });
const contractBody = async (tenant: Tenant) => ({
  signId: await signOf(tenant),
  title: word('Contract'),
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  monthlyAmount: money(),
});
const contractItemBody = async (tenant: Tenant) => ({ contractId: await contractOf(tenant), description: word('Item'), quantity: 1, unitPrice: money() });

describeCollectionContract({
  collection: 'quotes',
  filters: ['dealId', 'status'],
  orderBy: ['createdAt', 'totalAmount', 'updatedAt'],
  filterSamples: { status: 'DRAFT' },
  createRecord: async (tenant) => createQuote(tenant.api, await dealOf(tenant), { title: word('Quote') }),
  createBody: quoteBody,
  updateBody: { title: 'Renamed quote' },
  references: { dealId: DEAL },
});

describeCollectionContract({
  collection: 'quote-items',
  filters: ['quoteId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createQuoteItem(tenant.api, await quoteOf(tenant), { description: word('Item'), unitPrice: money() }),
  createBody: quoteItemBody,
  updateBody: { description: 'Renamed item' },
  references: { quoteId: QUOTE },
});

describeCollectionContract({
  collection: 'signs',
  filters: ['status', 'contractSituation'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'DRAFT', contractSituation: 'ACTIVATED' },
  createRecord: (tenant) => createSign(tenant.api, { title: word('Sign') }),
  createBody: signBody,
  updateBody: { title: 'Renamed sign' },
  references: { dealId: DEAL, personId: PERSON },
});

describeCollectionContract({
  collection: 'contracts',
  filters: ['status', 'personId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'ACTIVE' },
  createRecord: async (tenant) => createContract(tenant.api, await signOf(tenant), { title: word('Contract') }),
  createBody: contractBody,
  updateBody: { title: 'Renamed contract' },
  references: { signId: SIGN },
});

describeCollectionContract({
  collection: 'contract-items',
  filters: ['contractId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createContractItem(tenant.api, await contractOf(tenant), { description: word('Item') }),
  createBody: contractItemBody,
  updateBody: { description: 'Renamed item' },
  references: { contractId: CONTRACT },
});
