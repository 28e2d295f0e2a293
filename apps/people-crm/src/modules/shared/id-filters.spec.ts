import { newId } from '@bizapi/runtime';
import { idFilters } from './id-filters';

describe('id filters', () => {
  it('keeps the filters sent and leaves out the others', () => {
    const dealId = newId();
    expect(idFilters({ dealId, personId: undefined }, ['dealId', 'personId'])).toEqual({ dealId });
  });

  it('matches nothing when a filter cannot be an id', () => {
    expect(idFilters({ dealId: newId(), personId: 'abc' }, ['dealId', 'personId'])).toBeNull();
    expect(idFilters({ dealId: '' }, ['dealId'])).toBeNull();
  });
});
