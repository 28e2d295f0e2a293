import { ApiError, ErrorCode } from '@bizapi/contracts';
import { validateInput } from '@bizapi/conventions';
import { defineCollection } from '../declaration/collection-declaration';
import { PROBES_CONTRACT } from '../testing/probe.entity';
import { equals, idEquals } from '../declaration/filters';
import { listQueryClass } from './list-query';

class Probe {
  id: string;
}

const PROBES = defineCollection<Probe>({
  contract: PROBES_CONTRACT,
  entity: Probe,
  noun: 'probe',
  toRecord: (probe) => probe,
  filters: { status: equals('status', ['OPEN', 'CLOSED']), ownerId: idEquals('ownerId') },
  orderBy: { name: { property: 'name', humanText: true } },
});
const ListProbes = listQueryClass(PROBES);

function failure(query: object): ApiError {
  try {
    validateInput(ListProbes, query);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('accepted');
}

describe('declared list queries', () => {
  it('apply the defaults: page 1, limit 20, newest first', () => {
    expect(validateInput(ListProbes, {})).toMatchObject({ page: 1, limit: 20, orderBy: 'createdAt', order: 'DESC' });
  });

  it('accept the declared filters, orders (createdAt and updatedAt always), updatedSince and cursor', () => {
    const query = validateInput(ListProbes, { status: 'OPEN', ownerId: 'x', orderBy: 'updatedAt', order: 'ASC', updatedSince: '2026-01-01', cursor: 'abc' });
    expect(query).toMatchObject({ status: 'OPEN', ownerId: 'x', orderBy: 'updatedAt', order: 'ASC', updatedSince: '2026-01-01', cursor: 'abc' });
    expect(validateInput(ListProbes, { orderBy: 'name' }).orderBy).toBe('name');
  });

  it.each([
    [{ orderBy: 'password' }, ErrorCode.INVALID_ENUM_VALUE, 'orderBy'],
    [{ order: 'asc' }, ErrorCode.INVALID_ENUM_VALUE, 'order'],
    [{ status: 'open' }, ErrorCode.INVALID_ENUM_VALUE, 'status'],
    [{ updatedSince: 'yesterday' }, ErrorCode.INVALID_DATE_FORMAT, 'updatedSince'],
    [{ updatedSince: '2026-02-30' }, ErrorCode.INVALID_DATE_FORMAT, 'updatedSince'],
    [{ foo: '1' }, ErrorCode.VALIDATION_ERROR, 'foo'],
    [{ cursor: ['a', 'b'] }, ErrorCode.VALIDATION_ERROR, 'cursor'],
    [{ limit: '101' }, ErrorCode.VALIDATION_ERROR, 'limit'],
  ])('refuse %j with %s on %s', (query, code, field) => {
    expect(failure(query)).toMatchObject({ code, errors: [{ field }] });
  });
});
