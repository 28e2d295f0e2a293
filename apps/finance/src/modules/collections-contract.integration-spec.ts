import { ReferenceTarget, Tenant, describeCollectionContract } from '@bizapi/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { EntryRefs, category, created, createEntry, createPerson, entryBody, entryRefs, listAll } from '../testing/finance-fixtures';

/**
 * The generated contract (libs/testing, collection-contract.ts) of every
 * collection of finance: routes, isolation, list envelope and query,
 * incremental sync, cursor pages, write bodies, scopes and plan feature. The
 * collections' own spec files hold their domain rules.
 */

const word = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const money = () => randomInt(100, 100_000) / 100;

/** One value per company, made once. */
function perCompany<T>(make: (tenant: Tenant) => Promise<T>): (tenant: Tenant) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (tenant) => {
    let value = made.get(tenant.company.id);
    if (!value) made.set(tenant.company.id, (value = make(tenant)));
    return value;
  };
}

async function seeded(tenant: Tenant, collection: string): Promise<{ id: string } & Record<string, unknown>> {
  const records = await listAll(tenant.api, `/${collection}?limit=100`);
  if (!records.length) throw new Error(`GET /${collection} has no seeded records`);
  return records[0];
}

const refsOf = perCompany<EntryRefs>((tenant) => entryRefs(tenant.api));

const PERSON: ReferenceTarget = { collection: 'persons', create: async (tenant) => (await createPerson(tenant.api, { name: word('Referenced') })).id };
const REVENUE_CATEGORY: ReferenceTarget = { collection: 'financial-categories', create: async (tenant) => (await category(tenant.api, '1.01.002')).id };
const BANK_ACCOUNT: ReferenceTarget = { collection: 'bank-accounts', create: async (tenant) => (await listAll(tenant.api, '/bank-accounts'))[1].id };

describeCollectionContract({
  collection: 'financial-categories',
  filters: ['type'],
  orderBy: ['code', 'createdAt', 'updatedAt'],
  filterSamples: { type: 'REVENUE' },
  createRecord: (tenant) => seeded(tenant, 'financial-categories'),
});

describeCollectionContract({
  collection: 'bank-accounts',
  filters: [],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: (tenant) => seeded(tenant, 'bank-accounts'),
});

const entryBodyOf = async (tenant: Tenant) => entryBody(await refsOf(tenant), { title: word('Entry'), originalAmount: money() });

describeCollectionContract({
  collection: 'financial-entries',
  filters: ['search', 'typeCategory', 'status', 'personId', 'dueDateFrom', 'dueDateTo'],
  orderBy: ['title', 'originalDueDate', 'originalAmount', 'createdAt', 'updatedAt'],
  filterSamples: { typeCategory: 'REVENUE', status: 'PENDING', dueDateFrom: '2030-01-01', dueDateTo: '2030-12-31' },
  createRecord: async (tenant) => createEntry(tenant.api, await refsOf(tenant), { title: word('Entry'), originalAmount: money() }),
  createBody: entryBodyOf,
  references: { personId: PERSON, financialCategoryId: REVENUE_CATEGORY, bankAccountId: BANK_ACCOUNT },
});

describeCollectionContract({
  collection: 'charges',
  filters: ['status', 'personId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'PENDING' },
  createRecord: async (tenant) => {
    // Three installments: three charges to list, sort and page.
    const entry = await created(tenant.api.post('/financial-entries', { ...(await entryBodyOf(tenant)), totalInstallments: 3 }), 'financial entry');
    const charges = await listAll(tenant.api, `/charges?personId=${entry.personId}&limit=100`);
    const charge = charges.find((record) => record.financialEntryId === entry.id);
    if (!charge) throw new Error('the revenue entry has no charge');
    return charge;
  },
});

const measurementOf = perCompany(async (tenant) => (await created(tenant.api.post('/measurements', { title: word('Measurement'), personId: (await refsOf(tenant)).personId }), 'measurement')).id as string);
const orderOf = perCompany(async (tenant) => (await created(tenant.api.post('/purchase-orders', { title: word('Order'), supplierId: (await refsOf(tenant)).personId }), 'purchase order')).id as string);
const MEASUREMENT: ReferenceTarget = { collection: 'measurements', create: measurementOf };
const ORDER: ReferenceTarget = { collection: 'purchase-orders', create: orderOf };
const COST_CENTER: ReferenceTarget = { collection: 'cost-centers', create: async (tenant) => (await listAll(tenant.api, '/cost-centers'))[0].id };

const measurementBody = async (tenant: Tenant) => ({ title: word('Measurement'), personId: (await refsOf(tenant)).personId });
describeCollectionContract({
  collection: 'measurements',
  filters: ['status', 'personId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'DRAFT' },
  createRecord: async (tenant) => created(tenant.api.post('/measurements', await measurementBody(tenant)), 'measurement'),
  createBody: measurementBody,
  references: { personId: PERSON },
});

const invoiceBody = async (tenant: Tenant) => ({ personId: (await refsOf(tenant)).personId, invoiceAmount: money() });
describeCollectionContract({
  collection: 'invoices',
  filters: ['status', 'personId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'DRAFT' },
  createRecord: async (tenant) => created(tenant.api.post('/invoices', await invoiceBody(tenant)), 'invoice'),
  createBody: invoiceBody,
  references: { personId: PERSON, measurementId: MEASUREMENT },
});

const provisioningBody = async () => ({ title: word('Provisioning'), amount: money(), typeCategory: 'EXPENSE', startDate: '2030-01-01' });
describeCollectionContract({
  collection: 'provisioning',
  filters: ['typeCategory'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { typeCategory: 'EXPENSE' },
  createRecord: async (tenant) => created(tenant.api.post('/provisioning', await provisioningBody()), 'provisioning'),
  createBody: provisioningBody,
  references: {
    personId: PERSON,
    bankAccountId: BANK_ACCOUNT,
    costCenterId: COST_CENTER,
    financialCategoryId: { collection: 'financial-categories', create: async (tenant) => (await category(tenant.api, '2.01.002')).id },
  },
});

const orderBody = async (tenant: Tenant) => ({ title: word('Order'), supplierId: (await refsOf(tenant)).personId });
describeCollectionContract({
  collection: 'purchase-orders',
  filters: ['status', 'supplierId', 'projectId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'DRAFT' },
  createRecord: async (tenant) => created(tenant.api.post('/purchase-orders', await orderBody(tenant)), 'purchase order'),
  createBody: orderBody,
  updateBody: { title: 'Renamed order' },
  references: { supplierId: PERSON },
});

const itemBody = async (tenant: Tenant) => ({ purchaseOrderId: await orderOf(tenant), description: word('Item'), quantity: 2, unitPrice: money() });
describeCollectionContract({
  collection: 'purchase-order-items',
  filters: ['purchaseOrderId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => created(tenant.api.post('/purchase-order-items', await itemBody(tenant)), 'purchase order item'),
  createBody: itemBody,
  references: { purchaseOrderId: ORDER },
});
