import { pageOffset, toListEnvelope } from './list-envelope';

describe('list envelope', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100, 7, 15],
  ])('total %i with limit %i gives %i pages', (total, limit, pages) => {
    expect(toListEnvelope([], total, { page: 1, limit }).meta.totalPages).toBe(pages);
  });

  it('echoes page and limit and carries the rows', () => {
    expect(toListEnvelope(['a'], 41, { page: 3, limit: 20 })).toEqual({
      data: ['a'],
      meta: { total: 41, page: 3, limit: 20, totalPages: 3 },
    });
  });

  it('skips the rows of the previous pages', () => {
    expect(pageOffset({ page: 1, limit: 20 })).toBe(0);
    expect(pageOffset({ page: 4, limit: 25 })).toBe(75);
  });
});
