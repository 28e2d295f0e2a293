import { BANK_ACCOUNT_SEEDS, CATEGORY_SEEDS, parentCategoryCode } from './finance.seed';

describe('finance seed data', () => {
  const byCode = new Map(CATEGORY_SEEDS.map((seed) => [seed.code, seed]));

  it('has unique dotted codes (1, 1.01, 1.01.001), each parent listed before its children and of the same type', () => {
    expect(byCode.size).toBe(CATEGORY_SEEDS.length);
    CATEGORY_SEEDS.forEach((seed, index) => {
      expect(seed.code).toMatch(/^\d(\.\d{2}(\.\d{3})?)?$/);
      const parent = parentCategoryCode(seed.code);
      if (!parent) return;
      const parentIndex = CATEGORY_SEEDS.findIndex((candidate) => candidate.code === parent);
      expect(parentIndex).toBeGreaterThanOrEqual(0);
      expect(parentIndex).toBeLessThan(index);
      expect(CATEGORY_SEEDS[parentIndex].type).toBe(seed.type);
    });
  });

  it('has both revenue and expense categories, with the ones the tests and docs name', () => {
    expect(byCode.get('1.01.001')).toEqual({ code: '1.01.001', name: 'Receitas de serviços', type: 'REVENUE' });
    expect(byCode.get('2.01')).toEqual({ code: '2.01', name: 'Despesas administrativas', type: 'EXPENSE' });
  });

  it('knows the parent of a code', () => {
    expect(parentCategoryCode('1.01.001')).toBe('1.01');
    expect(parentCategoryCode('1.01')).toBe('1');
    expect(parentCategoryCode('1')).toBeNull();
  });

  it('has bank accounts with distinct bank, agency and account, of the spec account types', () => {
    expect(new Set(BANK_ACCOUNT_SEEDS.map((seed) => `${seed.bankName}/${seed.agency}/${seed.accountNumber}`)).size).toBe(BANK_ACCOUNT_SEEDS.length);
    for (const seed of BANK_ACCOUNT_SEEDS) expect(['CHECKING', 'SAVINGS']).toContain(seed.accountType);
  });
});
