import { eventSubject } from './domain-event';
import { EVENT_FAMILIES, isEventSelector, selectorsMatch } from './event-catalog';
import { namespaced } from '../messaging/namespace';
import { COLLECTION_CONTRACTS } from '../collections';

describe('event selectors of webhook subscriptions', () => {
  // Each family's one publisher: nats-permissions.spec.ts.
  it("has the spec's families, and every family the contract entries' events name", () => {
    const named = COLLECTION_CONTRACTS.flatMap((contract) => Object.keys('events' in contract ? contract.events : {}).map((event) => event.slice(0, event.indexOf('.'))));
    expect([...EVENT_FAMILIES].sort()).toEqual([...new Set(named)].sort());
    expect(EVENT_FAMILIES).toEqual(expect.arrayContaining(['person', 'deal', 'financial', 'product', 'project']));
  });

  it('accepts catalog names and family wildcards, nothing else', () => {
    expect(['person.created', 'deal.stage_changed', 'person.*', 'project.*'].every(isEventSelector)).toBe(true);
    expect(['person.deleted', 'invoices.*', '*', 'person.', 'person.**', 'PERSON.CREATED'].some(isEventSelector)).toBe(false);
  });

  it('matches an event by its exact name or its family wildcard', () => {
    expect(selectorsMatch(['person.*'], 'person.updated')).toBe(true);
    expect(selectorsMatch(['deal.created'], 'deal.created')).toBe(true);
    expect(selectorsMatch(['deal.created'], 'deal.updated')).toBe(false);
    expect(selectorsMatch(['person.*'], 'product.created')).toBe(false);
    expect(selectorsMatch([], 'person.created')).toBe(false);
  });
});

describe('subjects and names', () => {
  it('puts events under events.<name>, prefixed by the namespace when there is one', () => {
    expect(eventSubject('person.created')).toBe('events.person.created');
    expect(namespaced('', eventSubject('person.created'))).toBe('events.person.created');
    expect(namespaced('run42', eventSubject('person.created'))).toBe('run42.events.person.created');
    expect(namespaced('run42', 'rl:{c}', ':')).toBe('run42:rl:{c}');
  });
});
