import { Tenant, describeCollectionContract } from '@bizapi/testing';

/**
 * Every accounting collection is read-only (spec convention 10) and seeded by
 * the operator: the generated contract test checks them on a tenant's seed.
 */
async function seeded(tenant: Tenant, collection: string, query = 'limit=100'): Promise<{ id: string } & Record<string, unknown>> {
  const { status, body } = await tenant.api.get(`/${collection}?${query}`);
  if (status !== 200 || !body.data.length) throw new Error(`GET /${collection} answered ${status} with ${body?.data?.length ?? 0} records`);
  return body.data[0];
}

describeCollectionContract({
  collection: 'accounting-accounts',
  filters: ['accountType'],
  orderBy: ['code', 'createdAt', 'updatedAt'],
  filterSamples: { accountType: 'ASSET' },
  createRecord: (tenant) => seeded(tenant, 'accounting-accounts', 'limit=1'),
});

describeCollectionContract({
  collection: 'accounting-journal-entries',
  filters: ['startDate', 'endDate', 'status'],
  orderBy: ['entryDate', 'createdAt', 'updatedAt'],
  filterSamples: { startDate: '2026-01-01', endDate: '2026-12-31', status: 'POSTED' },
  createRecord: (tenant) => seeded(tenant, 'accounting-journal-entries'),
  deactivatable: false,
});

describeCollectionContract({
  collection: 'accounting-journal-entry-lines',
  filters: ['journalEntryId', 'accountingAccountId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: (tenant) => seeded(tenant, 'accounting-journal-entry-lines'),
  deactivatable: false,
});

describeCollectionContract({
  collection: 'cost-centers',
  filters: [],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: (tenant) => seeded(tenant, 'cost-centers'),
});

describeCollectionContract({
  collection: 'business-units',
  filters: [],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: (tenant) => seeded(tenant, 'business-units'),
});

describeCollectionContract({
  collection: 'custom-fields',
  filters: ['entityType'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { entityType: 'PERSON' },
  createRecord: (tenant) => seeded(tenant, 'custom-fields'),
});
