import { domainEventProblem } from './domain-event-shape';

const valid = {
  id: 'evt_0193a0000000700080000000000d0b1e',
  event: 'person.created',
  timestamp: '2026-03-10T12:02:11.482Z',
  companyId: '0193a000-0000-7000-8000-000000000001',
  data: { id: '0193a000-0000-7000-8000-0000000d0b1e' },
};

describe('domainEventProblem', () => {
  it('takes a domain event as the outbox writes it', () => {
    expect(domainEventProblem(valid)).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['an array', [valid]],
    ['a numeric id', { ...valid, id: 42 }],
    ['an id with a NUL', { ...valid, id: 'evt_\u0000' }],
    ['an empty id', { ...valid, id: '' }],
    ['an event outside the catalog', { ...valid, event: 'person.deleted' }],
    ['no companyId', { ...valid, companyId: undefined }],
    ['a companyId that is not a UUID', { ...valid, companyId: 'acme' }],
    ['a timestamp that is not a date', { ...valid, timestamp: 'yesterday' }],
    ['an impossible date', { ...valid, timestamp: '2026-02-30T00:00:00.000Z' }],
    ['no data', { ...valid, data: undefined }],
  ])('refuses %s', (_case, value) => {
    expect(domainEventProblem(value)).toEqual(expect.any(String));
  });
});
