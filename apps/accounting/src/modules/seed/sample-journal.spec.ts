import { CHART_OF_ACCOUNTS } from './chart-of-accounts.seed';
import { sampleJournal } from './sample-journal.seed';

const cents = (amount: number) => Math.round(amount * 100);

describe('sample journal', () => {
  const today = new Date('2026-03-10T15:00:00.000Z');
  const moves = sampleJournal(today);
  const entries = moves.flatMap((move) => (move.kind === 'entry' ? [move] : []));

  it('balances every entry, on analytical accounts of the chart only', () => {
    const analytical = new Set(CHART_OF_ACCOUNTS.filter((account) => account.analytical).map((account) => account.code));
    for (const entry of entries) {
      const side = (wanted: string) => entry.lines.filter(([, type]) => type === wanted).reduce((sum, [, , amount]) => sum + cents(amount), 0);
      expect(side('D')).toBeGreaterThan(0);
      expect(side('D')).toBe(side('C'));
      for (const [code] of entry.lines) expect(analytical.has(code)).toBe(true);
    }
  });

  it('spans about four months up to yesterday, oldest first', () => {
    const dates = moves.map((move) => move.entryDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe('2025-11-12');
    expect(dates.at(-1)).toBe('2026-03-09');
  });

  it('has drafts and one reversal of an earlier posted entry', () => {
    expect(entries.filter((entry) => entry.status === 'DRAFT')).toHaveLength(3);
    const reversals = moves.flatMap((move) => (move.kind === 'reversal' ? [move] : []));
    expect(reversals).toHaveLength(1);
    const original = entries.find((entry) => entry.key === reversals[0].reverses);
    expect(original?.status).toBe('POSTED');
    expect(original && original.entryDate < reversals[0].entryDate).toBe(true);
  });
});
