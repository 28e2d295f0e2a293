import { AdminSubject, PANEL_OPERATOR_CALLS } from '../admin/admin-contract';
import { InternalSubject, NAME_COPIES, REFERENCE_OWNERS } from '../admin/internal-contract';
import { EVENT_CATALOG, EVENT_FAMILIES, EVENT_NAMES } from '../events/event-catalog';
import { progressSubject } from '../messaging/request-progress';
import { ROUTES } from '../routing/route-table';
import { EVENT_FAMILY_PUBLISHERS, eventConsumersOf, eventFamily, nameCopyConsumers } from './event-publishers';
import { adminSubjects, natsPermissions } from './nats-permissions';
import { natsServerConfig } from './nats-server-config';
import { PROCESSES, ProcessName } from './processes';

/** NATS subject matching: `*` one token, `>` the rest. */
function matches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const actual = subject.split('.');
  for (let index = 0; index < wanted.length; index++) {
    if (wanted[index] === '>') return actual.length > index;
    if (wanted[index] !== '*' && wanted[index] !== actual[index]) return false;
  }
  return wanted.length === actual.length;
}

const NS = 'run1';
const may = (process: ProcessName, action: 'publish' | 'subscribe', subject: string) =>
  natsPermissions(process, NS)[action].some((pattern) => matches(pattern, `${NS}.${subject}`) || matches(pattern, subject));

describe('NATS permissions generated from the contracts', () => {
  it('lets only the operator CLI call operator subjects, and every one of them (the panel those of its people)', () => {
    for (const subject of adminSubjects()) {
      const callers = PANEL_OPERATOR_CALLS.includes(subject) ? ['admin-cli', 'panel'] : ['admin-cli'];
      expect(PROCESSES.filter((process) => may(process, 'publish', subject))).toEqual(callers);
      expect(PROCESSES.filter((process) => may(process, 'subscribe', subject))).toHaveLength(1);
    }
    expect(adminSubjects()).toEqual(
      expect.arrayContaining([AdminSubject.keysCreate, AdminSubject.seed('people-crm'), AdminSubject.deactivate('webhooks')]),
    );
    expect(may('gateway', 'subscribe', AdminSubject.keysCreate)).toBe(true);
    expect(may('finance', 'subscribe', AdminSubject.automationsRun('finance'))).toBe(true);
  });

  it('lets the panel answer panel:invite and call the operator subjects of its people and the webhooks service, nothing else', () => {
    expect(PROCESSES.filter((process) => may(process, 'subscribe', AdminSubject.panelInvite))).toEqual(['panel']);
    expect(may('admin-cli', 'publish', AdminSubject.panelInvite)).toBe(true);
    for (const subject of [AdminSubject.keysList, AdminSubject.usageGet, AdminSubject.usersGet, AdminSubject.keysCreate, AdminSubject.keysRevoke, AdminSubject.companiesGet]) {
      expect(may('panel', 'publish', subject)).toBe(true);
    }
    for (const subject of [AdminSubject.companiesCreate, AdminSubject.companiesUpdate, AdminSubject.usersCreate, AdminSubject.seed('people-crm'), AdminSubject.chargesReceive]) {
      expect(may('panel', 'publish', subject)).toBe(false);
    }
    expect(may('panel', 'publish', 'api.webhooks.create')).toBe(true);
    expect(may('panel', 'publish', 'api.persons.list')).toBe(false);
    expect(may('panel', 'publish', 'events.person.created')).toBe(false);
    expect(natsPermissions('panel', NS).allowResponses).toBe(true);
  });

  it('lets the gateway call every routed subject, each answered by the owning service only', () => {
    for (const route of ROUTES) {
      expect(may('gateway', 'publish', route.subject)).toBe(true);
      expect(PROCESSES.filter((process) => may(process, 'subscribe', route.subject))).toEqual([route.service]);
    }
    expect(may('people-crm', 'publish', 'api.quotes.list')).toBe(false);
    expect(may('admin-cli', 'publish', 'api.persons.list')).toBe(false);
  });

  it('lets a service publish its own event families only', () => {
    expect(may('people-crm', 'publish', 'events.person.created')).toBe(true);
    expect(may('people-crm', 'publish', 'events.quote.created')).toBe(false);
    expect(may('gateway', 'publish', 'events.person.created')).toBe(false);
    for (const event of EVENT_NAMES) {
      expect(PROCESSES.filter((process) => may(process, 'publish', `events.${event}`))).toEqual([
        EVENT_FAMILY_PUBLISHERS[eventFamily(event)],
      ]);
    }
  });

  it('names a publisher for every event family, the service of the route the catalog names', () => {
    expect(Object.keys(EVENT_FAMILY_PUBLISHERS).sort()).toEqual([...EVENT_FAMILIES].sort());
    for (const [event, origin] of Object.entries(EVENT_CATALOG)) {
      const named = /^(POST|PUT) (\/[a-z-]+)/.exec(origin);
      const route = named && ROUTES.find((candidate) => candidate.method === named[1] && candidate.path.startsWith(named[2]));
      if (route) expect([event, route.service]).toEqual([event, EVENT_FAMILY_PUBLISHERS[eventFamily(event)]]);
    }
  });

  it('lets services ask each other for reference checks but not answer them for another', () => {
    expect(may('sales-contracts', 'publish', InternalSubject.referencesCheck('people-crm'))).toBe(true);
    expect(may('sales-contracts', 'subscribe', InternalSubject.referencesCheck('people-crm'))).toBe(false);
    expect(may('gateway', 'subscribe', InternalSubject.referencesCheck('iam'))).toBe(true);
  });

  it('keeps every subject inside the namespace and replies in a private inbox', () => {
    for (const process of PROCESSES) {
      const { publish, subscribe } = natsPermissions(process, NS);
      for (const subject of [...publish, ...subscribe])
        expect(subject).toMatch(/^(run1\.|\$JS\.API\.(INFO$|[A-Z.]+run1_EVENTS)|\$JS\.ACK\.run1_EVENTS\.|_INBOX\.run1\.)/);
      expect(subscribe).toContain(`_INBOX.${NS}.${process}.>`);
      expect(may(process, 'subscribe', '_INBOX.>')).toBe(false);
    }
    expect(natsPermissions('webhooks', NS).publish).toContain('$JS.API.CONSUMER.MSG.NEXT.run1_EVENTS.webhooks-intake');
    expect(natsPermissions('webhooks', NS).publish.join(' ')).not.toMatch(/accounting-settlements|DELETE|PURGE/);
  });

  it('lets a service read only the events it uses, through its own consumers with their one filter', () => {
    const create = (durable: string, filter: string) => `$JS.API.CONSUMER.CREATE.run1_EVENTS.${durable}.run1.events.${filter}`;
    // finance and helpdesk copy persons' names: person.updated only; people-crm copies no name carried by an event.
    expect(eventConsumersOf('finance')).toEqual([{ durable: 'finance-names-person-updated', events: 'person.updated' }]);
    expect(eventConsumersOf('helpdesk')).toEqual([{ durable: 'helpdesk-names-person-updated', events: 'person.updated' }]);
    expect(eventConsumersOf('people-crm')).toEqual([]);
    expect(may('helpdesk', 'publish', create('helpdesk-names-person-updated', 'person.updated'))).toBe(true);
    for (const filter of ['>', 'financial.settled', 'financial.*', 'person.>']) {
      expect(may('helpdesk', 'publish', create('helpdesk-names-person-updated', filter))).toBe(false);
    }
    expect(may('helpdesk', 'publish', '$JS.API.CONSUMER.CREATE.run1_EVENTS.helpdesk-names-person-updated')).toBe(false);
    expect(may('helpdesk', 'publish', '$JS.API.CONSUMER.DURABLE.CREATE.run1_EVENTS.helpdesk-names-person-updated')).toBe(false);
    expect(may('helpdesk', 'publish', '$JS.API.CONSUMER.MSG.NEXT.run1_EVENTS.accounting-settlements')).toBe(false);
    expect(may('accounting', 'publish', create('accounting-settlements', 'financial.settled'))).toBe(true);
    expect(may('accounting', 'publish', create('accounting-settlements', 'financial.created'))).toBe(false);
    // Only webhooks, which delivers every event, reads them all.
    expect(PROCESSES.filter((process) => eventConsumersOf(process).some(({ events }) => events === '>'))).toEqual(['webhooks']);
    for (const process of PROCESSES) {
      const creations = natsPermissions(process, NS).publish.filter((subject) => subject.includes('.CONSUMER.') && subject.includes('CREATE'));
      expect(creations).toEqual(eventConsumersOf(process).map(({ durable, events }) => create(durable, events)));
    }
  });

  it('lets a process that answers requests say it is working on one, and publish nothing else into an inbox', () => {
    const reply = `_INBOX.${NS}.gateway.NUID1.1a`;
    expect(may('people-crm', 'publish', progressSubject(reply))).toBe(true);
    expect(may('gateway', 'publish', progressSubject(`_INBOX.${NS}.people-crm.NUID2.7`))).toBe(true);
    // The reply itself goes by the one-off right of allow_responses; the rest of the inbox stays closed.
    for (const subject of [reply, `_INBOX.${NS}.gateway.NUID1`, `${reply}.other`, `_INBOX.other.gateway.NUID1.1a.progress`]) {
      expect(may('people-crm', 'publish', subject)).toBe(false);
    }
    // The operator CLI answers nothing: it has nothing to say progress on.
    expect(may('admin-cli', 'publish', progressSubject(reply))).toBe(false);
  });

  it('lets a consumer acknowledge only the events it was handed, once each, by its one-off right to answer', () => {
    // A granted ack subject would leave each delivery's one-off right unused: nats-server before 2.10.24 then
    // scans every such right (2 minutes of deliveries) on each event it delivers (tools/bench/nats-consumer-cost.mjs).
    for (const process of PROCESSES.filter((name) => eventConsumersOf(name).length > 0)) {
      const { publish, allowResponses } = natsPermissions(process, NS);
      expect([process, allowResponses]).toEqual([process, true]);
      expect(publish.filter((subject) => subject.startsWith('$JS.ACK.'))).toEqual([]);
    }
    expect(may('webhooks', 'publish', '$JS.ACK.run1_EVENTS.webhooks-intake.1.5.5.1700000000000000000.0')).toBe(false);
  });

  it('lets a service of the collection kit retire only its legacy consumer of every event', () => {
    const { publish } = natsPermissions('finance', NS);
    expect(publish).toContain('$JS.API.CONSUMER.DELETE.run1_EVENTS.finance-name-copies');
    expect(publish).not.toContain('$JS.API.CONSUMER.MSG.NEXT.run1_EVENTS.finance-name-copies');
    expect(publish.filter((subject) => subject.includes('DELETE'))).toEqual(['$JS.API.CONSUMER.DELETE.run1_EVENTS.finance-name-copies']);
  });

  it('names copied collections that exist, belong to another service and have name-changing events or none', () => {
    for (const [service, collections] of Object.entries(NAME_COPIES)) {
      for (const collection of collections ?? []) {
        expect(REFERENCE_OWNERS).toHaveProperty([collection]);
        expect(REFERENCE_OWNERS[collection].service).not.toBe(service);
      }
      for (const consumer of nameCopyConsumers(service as never)) expect(consumer.events).not.toMatch(/created$/);
    }
  });

  it('renders a server config with one user per process, passwords from the environment when asked', () => {
    const config = natsServerConfig({ namespace: '', password: (process) => `$NATS_PASSWORD_${process.toUpperCase().replace(/-/g, '_')}` });
    for (const process of PROCESSES) expect(config).toContain(`user: "bizapi-${process}"`);
    expect(config).toContain('password: $NATS_PASSWORD_PEOPLE_CRM');
    expect(config).toContain('"admin.iam.keys.create"');
    expect(config).not.toMatch(/"\s*>"\s*]/);
  });
});
