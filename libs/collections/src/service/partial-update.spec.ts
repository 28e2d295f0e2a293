import { assignSent, sameRecord } from './partial-update';

describe('partial update', () => {
  it('assigns the fields sent, null included, and leaves the others', () => {
    const record = { title: 'Old', amount: 10 as number | null, description: 'kept' };
    assignSent(record, { title: 'New', amount: null, description: undefined });
    expect(record).toEqual({ title: 'New', amount: null, description: 'kept' });
  });

  it('tells an unchanged record from a changed one', () => {
    expect(sameRecord({ a: 1, tags: ['x'] }, { a: 1, tags: ['x'] })).toBe(true);
    expect(sameRecord({ a: 1, tags: ['x'] }, { a: 1, tags: ['x', 'y'] })).toBe(false);
    expect(sameRecord({ a: null }, { a: 0 })).toBe(false);
  });
});
