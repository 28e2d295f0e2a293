// TEMPORARY: proves the registries derived from the contract entries equal the hand-written ones they replace.
import * as OLD from '../__old__';
import * as NEW from '..';

const sortedValues = (record: Readonly<Record<string, readonly string[] | undefined>>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, [...(value ?? [])].sort()]));

describe('derived registries equal the hand-written ones', () => {
  it('ROUTES, in order', () => expect(NEW.ROUTES).toEqual(OLD.ROUTES));
  it('COLLECTION_NAMES', () => expect([...NEW.COLLECTION_NAMES]).toEqual([...OLD.COLLECTION_NAMES]));
  it('REFERENCE_OWNERS', () => {
    expect(Object.keys(NEW.REFERENCE_OWNERS).sort()).toEqual(Object.keys(OLD.REFERENCE_OWNERS).sort());
    for (const [collection, owner] of Object.entries(OLD.REFERENCE_OWNERS)) {
      expect({ collection, ...NEW.REFERENCE_OWNERS[collection], events: [...NEW.REFERENCE_OWNERS[collection].events].sort() }).toEqual({ collection, ...owner, events: [...owner.events].sort() });
    }
  });
  it('NAME_COPIES', () => expect(sortedValues(NEW.NAME_COPIES)).toEqual(sortedValues(OLD.NAME_COPIES)));
  it('EVENT_CATALOG', () => {
    expect(NEW.EVENT_CATALOG).toEqual(OLD.EVENT_CATALOG);
    expect([...NEW.EVENT_NAMES].sort()).toEqual([...OLD.EVENT_NAMES].sort());
    expect([...NEW.EVENT_FAMILIES].sort()).toEqual([...OLD.EVENT_FAMILIES].sort());
  });
  it('EVENT_FAMILY_PUBLISHERS', () => expect(NEW.EVENT_FAMILY_PUBLISHERS).toEqual(OLD.EVENT_FAMILY_PUBLISHERS));
  it('collectionKitServices', () => expect(NEW.collectionKitServices().sort()).toEqual(OLD.collectionKitServices().sort()));
  it.each(OLD.PROCESSES)('natsPermissions of %s', (process) => {
    for (const namespace of ['', 'run42']) expect(NEW.natsPermissions(process, namespace)).toEqual(OLD.natsPermissions(process, namespace));
  });
  it('the NATS server config and the PostgreSQL roles script, byte for byte', () => {
    const password = (process: string) => `$P_${process}`;
    expect(NEW.natsServerConfig({ namespace: '', password })).toBe(OLD.natsServerConfig({ namespace: '', password }));
    expect(NEW.databaseRolesScript({ namespace: '', database: 'bizapi' })).toBe(OLD.databaseRolesScript({ namespace: '', database: 'bizapi' }));
  });
  it.each(OLD.SERVICES)('name-copy consumers and event families of %s', (service) => {
    expect(NEW.nameCopyConsumers(service)).toEqual(OLD.nameCopyConsumers(service));
    expect([...NEW.eventFamiliesOf(service)].sort()).toEqual([...OLD.eventFamiliesOf(service)].sort());
  });
});
