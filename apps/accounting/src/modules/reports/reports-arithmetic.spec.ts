import { Chart, ChartAccount, Movement, balanceOf, compareCodes } from './chart';
import { monthsOf } from './dashboard.service';

describe('reports arithmetic', () => {
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
