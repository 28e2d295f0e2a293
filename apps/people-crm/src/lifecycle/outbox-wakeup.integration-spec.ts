import { outboxChannel } from '@bizapi/runtime';
import { createPerson, createTenant, testStack } from '@bizapi/testing';
import { Client, type Notification } from 'pg';

/**
 * A write's commit wakes its own service's outbox relay, and no other: every
 * service's relay LISTENs in the same database, and with one channel for all
 * each write made six idle relays query their empty outboxes
 * (outbox-relay.ts, outboxChannel; docs/benchmarks-history.md, "Writes and events").
 */
describe('outbox relay wake-up', () => {
  it("a person's creation notifies people-crm's outbox channel only", async () => {
    const listener = new Client({ connectionString: testStack().env.DATABASE_URL });
    await listener.connect();
    const heard: Notification[] = [];
    listener.on('notification', (notification) => heard.push(notification));
    const channels = ['people_crm', 'finance', 'helpdesk', 'accounting'].map(outboxChannel);
    try {
      for (const channel of channels) await listener.query(`LISTEN "${channel}"`);
      const tenant = await createTenant();
      const before = heard.length;

      await createPerson(tenant.api, { name: 'Wake-up Ltda', personType: 'COMPANY' });
      // A notification is sent at commit, before the answer: one round trip of this connection receives it.
      await listener.query('SELECT 1');

      const channelsHeard = new Set(heard.slice(before).map((notification) => notification.channel));
      expect([...channelsHeard]).toEqual([outboxChannel('people_crm')]);
    } finally {
      await listener.end();
    }
  });
});
