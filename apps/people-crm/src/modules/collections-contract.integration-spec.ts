import { ReferenceTarget, Tenant, describeCollectionContract } from '@bizapi/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { created, createActivity, createDeal, createDealItem, createLead, createPerson, createProduct, listPipelines } from '../testing/crm-fixtures';

/**
 * The generated contract (libs/testing, collection-contract.ts) of every
 * collection of people-crm: routes, isolation, list envelope and query,
 * incremental sync, cursor pages, write bodies, scopes and plan feature. The
 * collections' own spec files hold their domain rules.
 */

/** Distinct, plainly sortable words, so sorted lists have something to sort. */
const word = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const money = () => randomInt(100, 100_000) / 100;

/** One value per company, made once: the records most makers hang theirs on. */
function perCompany(make: (tenant: Tenant) => Promise<string>): (tenant: Tenant) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (tenant) => {
    let value = made.get(tenant.company.id);
    if (!value) made.set(tenant.company.id, (value = make(tenant)));
    return value;
  };
}

/** The first active seeded pipeline. */
const firstPipeline = async (tenant: Tenant) => (await listPipelines(tenant.api))[0];

const ownerPerson = perCompany(async (tenant) => (await createPerson(tenant.api, { name: word('Owner') })).id);
const pipelineOf = perCompany(async (tenant) => (await firstPipeline(tenant)).id);
const dealOf = perCompany(async (tenant) => (await newDeal(tenant)).id);

const newDeal = async (tenant: Tenant) =>
  createDeal(tenant.api, { title: word('Deal'), amount: money(), customerId: await ownerPerson(tenant), dealPipelineId: await pipelineOf(tenant) });

const PERSON: ReferenceTarget = { collection: 'persons', create: async (tenant) => (await createPerson(tenant.api, { name: word('Referenced') })).id };
const DEAL: ReferenceTarget = { collection: 'deals', create: async (tenant) => (await newDeal(tenant)).id };
const PIPELINE: ReferenceTarget = { collection: 'deal-pipelines', create: async (tenant) => (await firstPipeline(tenant)).id };

const emailBody = async (tenant: Tenant) => ({ personId: await ownerPerson(tenant), email: `${randomUUID().slice(0, 12)}@example.com` });
const phoneBody = async (tenant: Tenant) => ({ personId: await ownerPerson(tenant), phone: `+55119${randomInt(10_000_000, 99_999_999)}` });

describeCollectionContract({
  collection: 'persons',
  filters: ['search', 'personType', 'classification'],
  orderBy: ['name', 'createdAt', 'updatedAt'],
  filterSamples: { personType: 'INDIVIDUAL', classification: 'CUSTOMER' },
  createRecord: (tenant) => createPerson(tenant.api, { name: word('Person') }),
  createBody: async () => ({ name: word('Person'), personType: 'INDIVIDUAL' }),
  updateBody: { name: 'Renamed person' },
});

describeCollectionContract({
  collection: 'person-emails',
  filters: ['personId'],
  orderBy: ['updatedAt'],
  createRecord: async (tenant) => created(tenant.api.post('/person-emails', await emailBody(tenant)), 'e-mail'),
  createBody: emailBody,
  updateBody: { isPrimary: true },
  references: { personId: PERSON },
});

describeCollectionContract({
  collection: 'person-phones',
  filters: ['personId'],
  orderBy: ['updatedAt'],
  createRecord: async (tenant) => created(tenant.api.post('/person-phones', await phoneBody(tenant)), 'phone'),
  createBody: phoneBody,
  updateBody: { phoneType: 'WHATSAPP' },
  references: { personId: PERSON },
});

describeCollectionContract({
  collection: 'leads',
  filters: ['search', 'status'],
  orderBy: ['title', 'createdAt', 'updatedAt'],
  filterSamples: { status: 'NEW' },
  createRecord: (tenant) => createLead(tenant.api, { title: word('Lead') }),
  createBody: async () => ({ title: word('Lead') }),
  updateBody: { status: 'CONTACTED' },
  references: { personId: PERSON },
});

describeCollectionContract({
  collection: 'activities',
  filters: ['dealId', 'personId', 'type', 'status'],
  orderBy: ['updatedAt'],
  filterSamples: { type: 'CALL', status: 'PENDING' },
  createRecord: (tenant) => createActivity(tenant.api, { title: word('Activity') }),
  createBody: async () => ({ title: word('Activity'), type: 'CALL' }),
  updateBody: { status: 'DONE' },
  references: { dealId: DEAL, personId: PERSON },
});

describeCollectionContract({
  collection: 'deals',
  filters: ['search', 'dealType', 'dealPipelineId', 'customerId'],
  orderBy: ['title', 'createdAt', 'amount', 'updatedAt'],
  filterSamples: { dealType: 'COMMERCIAL' },
  createRecord: newDeal,
  createBody: async (tenant) => ({
    title: word('Deal'),
    dealType: 'COMMERCIAL',
    customerId: await ownerPerson(tenant),
    dealPipelineId: await pipelineOf(tenant),
  }),
  updateBody: { title: 'Renamed deal' },
  references: { customerId: PERSON, dealPipelineId: PIPELINE },
});

describeCollectionContract({
  collection: 'deal-items',
  filters: ['dealId'],
  orderBy: ['updatedAt'],
  createRecord: async (tenant) => createDealItem(tenant.api, await dealOf(tenant), { description: word('Item'), unitPrice: money() }),
  createBody: async (tenant) => ({ dealId: await dealOf(tenant), description: word('Item') }),
  updateBody: { quantity: 2 },
  references: { dealId: DEAL },
});

describeCollectionContract({
  collection: 'deal-pipelines',
  filters: [],
  orderBy: ['updatedAt'],
  createRecord: firstPipeline,
});

describeCollectionContract({
  collection: 'products',
  filters: ['search', 'type'],
  orderBy: ['name', 'code', 'unitPrice', 'createdAt', 'updatedAt'],
  filterSamples: { type: 'PRODUCT' },
  codeWritable: true,
  createRecord: (tenant) => createProduct(tenant.api, { name: word('Product'), unitPrice: money() }),
  createBody: async () => ({ name: word('Product'), type: 'PRODUCT', unitPrice: 10 }),
  updateBody: { unitPrice: 12.5 },
});
