import { isDatabaseBusy, isNumericOverflow } from './postgres-errors';

describe('isDatabaseBusy', () => {
  it.each([
    ['the pool gave up waiting for a connection', new Error('timeout exceeded when trying to connect')],
    ['too many connections', Object.assign(new Error('sorry'), { code: '53300' })],
    ['a deadlock, wrapped by TypeORM', Object.assign(new Error('deadlock'), { driverError: { code: '40P01' } })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'the connection lost mid-transaction (TypeORM released its query runner)',
      Object.assign(
        new Error(
          'Database connection provided by a query runner was already released, cannot continue to use its querying methods anymore.',
        ),
        { name: 'QueryRunnerProviderAlreadyReleasedError' },
      ),
    ],
    [
      'the connection lost before the commit',
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a connection exception SQLSTATE', Object.assign(new Error('connection failure'), { code: '08006' })],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('dup'), { code: '23505' })],
    ['a syntax error (a bug)', Object.assign(new Error('syntax'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'boom'],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseBusy(error)).toBe(false);
  });
});

describe('isNumericOverflow', () => {
  it('recognises SQLSTATE 22003, as pg throws it and as TypeORM wraps it', () => {
    expect(isNumericOverflow(Object.assign(new Error('numeric field overflow'), { code: '22003' }))).toBe(true);
    expect(isNumericOverflow(Object.assign(new Error('numeric field overflow'), { driverError: { code: '22003' } }))).toBe(true);
  });

  it('answers false for any other failure', () => {
    expect(isNumericOverflow(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isNumericOverflow(new Error('no code'))).toBe(false);
    expect(isNumericOverflow(undefined)).toBe(false);
  });
});
