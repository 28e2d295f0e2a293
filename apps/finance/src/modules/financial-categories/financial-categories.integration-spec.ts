import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { listAll } from '../../testing/finance-fixtures';

describe('financial categories and bank accounts (seeded)', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant();
  });

  it('lists the seeded hierarchy by code, each child pointing to its parent', async () => {
    const categories = await listAll(tenant.api, '/financial-categories?limit=100');
    expect(categories.length).toBe(27);
    expect(categories.map((category) => category.code)).toEqual([...categories.map((category) => category.code)].sort());
    const byCode = new Map(categories.map((category) => [category.code, category]));
    expect(byCode.get('1')).toMatchObject({ name: 'Receitas', type: 'REVENUE', parentId: null, isActive: true });
    expect(byCode.get('1.01.001')).toMatchObject({ name: 'Receitas de serviços', type: 'REVENUE', parentId: byCode.get('1.01').id });
    expect(byCode.get('2.01')).toMatchObject({ name: 'Despesas administrativas', type: 'EXPENSE', parentId: byCode.get('2').id });
    expect(Object.keys(categories[0])).toEqual(['id', 'name', 'type', 'parentId', 'code', 'isActive', 'createdAt', 'updatedAt']);
    const expenses = await listAll(tenant.api, '/financial-categories?type=EXPENSE&limit=100');
    expect(expenses.length).toBeGreaterThan(0);
    expect(expenses.every((category) => category.type === 'EXPENSE')).toBe(true);
  });

  it('lists the seeded bank accounts with their balance', async () => {
    const accounts = await listAll(tenant.api, '/bank-accounts');
    expect(accounts.map((account) => [account.bankName, account.accountType, account.balance])).toEqual([
      ['Itaú Unibanco', 'CHECKING', 25000],
      ['Bradesco', 'CHECKING', 12500.5],
      ['Banco do Brasil', 'CHECKING', 8000],
      ['Caixa Econômica Federal', 'SAVINGS', 50000],
    ]);
    expect(Object.keys(accounts[0])).toEqual(['id', 'bankName', 'agency', 'accountNumber', 'accountType', 'balance', 'isActive', 'createdAt', 'updatedAt']);
  });

  it('counts the seeded records in each list’s total, and keeps the names others reference them by', async () => {
    const copies = await queryDatabase<{ collection: string; id: string; name: string }>(
      `SELECT collection, id::text AS id, name FROM finance.reference_names WHERE company_id = $1`,
      [tenant.company.id],
    );
    for (const [path, collection, name] of [
      ['/financial-categories', 'financial-categories', 'name'],
      ['/bank-accounts', 'bank-accounts', 'bankName'],
    ]) {
      const records = await listAll(tenant.api, `${path}?limit=100`);
      const { body } = await tenant.api.get(`${path}?limit=1`);
      expect(body.meta.total).toBe(records.length);
      const copied = copies.filter((copy) => copy.collection === collection).map((copy) => `${copy.id} ${copy.name}`);
      expect(copied.sort()).toEqual(records.map((record) => `${record.id} ${record[name]}`).sort());
    }
  });

  it('seeds again without adding anything, answering the same ids, also when seeds run at once', async () => {
    const admin = await adminClient();
    const { company } = await createTenant({ seed: false });
    const results = await Promise.all([admin.seed(company.id), admin.seed(company.id), admin.seed(company.id)]);
    expect(new Set(results.map((result) => JSON.stringify([result['financial-categories'], result['bank-accounts']]))).size).toBe(1);
    expect(results[0]['financial-categories']).toHaveLength(27);
    expect(results[0]['bank-accounts']).toHaveLength(4);
    const again = await admin.seed(company.id);
    expect(again['financial-categories']).toEqual(results[0]['financial-categories']);
  });
});
