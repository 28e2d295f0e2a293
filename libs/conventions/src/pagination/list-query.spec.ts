import { ErrorCode } from '@bizapi/contracts';
import { validateInput } from '../validation/validate';
import { PageQuery } from './list-query';

describe('page queries', () => {
  it('reads numbers from query strings', () => {
    expect(validateInput(PageQuery, { page: '3', limit: '100' })).toMatchObject({ page: 3, limit: 100 });
  });

  it.each([
    [{ limit: '101' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ page: '' }, 'page'],
  ])('refuses %j with an entry for %s', (query, field) => {
    expect(() => validateInput(PageQuery, query)).toThrow(
      expect.objectContaining({ code: ErrorCode.VALIDATION_ERROR, errors: [expect.objectContaining({ field })] }),
    );
  });
});
