import { Chart, ChartAccount, Movement, balanceOf, compareCodes } from './chart';
import { monthsOf } from './dashboard.service';
import fc from 'fast-check';
import { lineCents, toAmount, toCents } from './money';

describe('reports arithmetic', () => {
  it('reads numeric text as exact cents and answers JSON numbers of 2 decimal places', () => {
    expect(['0', '0.00', '12.3', '-0.01', '1234567890123.45', '99999999999999.99'].map(toCents)).toEqual([0n, 0n, 1230n, -1n, 123456789012345n, 9999999999999999n]);
    expect(toCents(null)).toBe(0n);
    expect(() => toCents('1.234')).toThrow();
    expect([toAmount(29n), toAmount(-1n), toAmount(0n), toAmount(-0n), toAmount(123456789012345n)]).toEqual([0.29, -0.01, 0, 0, 1234567890123.45]);
    expect(Object.is(toAmount(-0n), -0)).toBe(false);
    // 0.1 + 0.2 in cents is exact.
    expect(toAmount(toCents('0.1') + toCents('0.2'))).toBe(0.3);
  });

  it('reads a line amount as number cents exactly as the general parser does', () => {
    const texts = ['0.00', '0', '12.30', '-0.01', '1.05', '9999999999999.99', '-9999999999999.99', '12.3', '7'];
    expect(texts.map(lineCents)).toEqual(texts.map((text) => Number(toCents(text))));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), (cents) => {
        const sign = cents < 0n ? '-' : '';
        const magnitude = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
        const text = `${sign}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
        expect(lineCents(text)).toBe(Number(cents));
        expect(toAmount(lineCents(text))).toBe(toAmount(cents));
      }),
    );
    expect(Object.is(toAmount(-0), -0)).toBe(false);
  });

  it('orders dotted codes level by level, numerically', () => {
    expect(['1.10', '1.2', '1', '1.1.2', '1.1', '1.1.1.02', '2', '1.1.1'].sort(compareCodes)).toEqual(['1', '1.1', '1.1.1', '1.1.1.02', '1.1.2', '1.2', '1.10', '2']);
  });

  it('takes balances on each type’s normal side', () => {
    const movement: Movement = { debit: 500n, credit: 200n };
    expect(['ASSET', 'EXPENSE', 'LIABILITY', 'EQUITY', 'REVENUE'].map((type) => balanceOf(type as ChartAccount['accountType'], movement))).toEqual([300n, 300n, -300n, -300n, -300n]);
  });

  it('rolls figures up the parent chain and lists subtrees', () => {
    const account = (id: string, code: string, parentId: string | null, isAnalytical = false): ChartAccount => ({ id, code, name: code, accountType: 'ASSET', parentId, isAnalytical, isActive: true });
    const chart = new Chart([account('c', '1.1.2', 'b', true), account('a', '1', null), account('b', '1.1', 'a'), account('d', '1.1.3', 'b', true)]);
    expect(chart.accounts.map((each) => each.code)).toEqual(['1', '1.1', '1.1.2', '1.1.3']);
    const own = new Map([
      ['c', { all: { debit: 100n, credit: 1n } }],
      ['d', { all: { debit: 5n, credit: 50n } }],
    ]);
    const totals = chart.rollUp(own, ['all']);
    expect(totals.get('a')).toEqual({ all: { debit: 105n, credit: 51n } });
    expect(totals.get('b')).toEqual({ all: { debit: 105n, credit: 51n } });
    expect(totals.get('d')).toEqual({ all: { debit: 5n, credit: 50n } });
    expect(chart.subtree('b').map((each) => each.id).sort()).toEqual(['b', 'c', 'd']);
    expect(chart.subtree('zzz')).toEqual([]);
  });

  it('lists every month a period touches', () => {
    expect(monthsOf('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});
