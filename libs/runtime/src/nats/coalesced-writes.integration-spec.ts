import { NatsConnection, connect } from '@nats-io/transport-node';
import { coalesceWrites } from './coalesced-writes';

/** Against the machine's NATS (NATS_URL or the default port), on a subject of its own. */
describe('coalesced NATS writes', () => {
  const subject = `coalesce-test.${process.pid}.${Date.now()}`;
  let publisher: NatsConnection;
  let subscriber: NatsConnection;

  beforeAll(async () => {
    const servers = (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',');
    [publisher, subscriber] = await Promise.all([connect({ servers }), connect({ servers })]);
  });

  afterAll(async () => {
    await Promise.all([publisher?.close(), subscriber?.close()]);
  });

  it('applies to the installed nats.js (its internals are what it expects)', () => {
    expect(coalesceWrites(publisher)).toBe(true);
  });

  it('leaves alone a connection whose internals it does not know', () => {
    expect(coalesceWrites({ protocol: { sendCommand: () => undefined } } as unknown as NatsConnection)).toBe(false);
  });

  it('delivers every message of one event-loop turn, in order', async () => {
    const received: string[] = [];
    const subscription = subscriber.subscribe(subject, { max: 500 });
    const done = (async () => {
      for await (const message of subscription) received.push(message.string());
    })();
    await subscriber.flush();
    const sent = Array.from({ length: 500 }, (_, i) => `message ${i} ${'x'.repeat(i % 97)}`);
    for (const text of sent) publisher.publish(subject, text);
    await done;
    expect(received).toEqual(sent);
  });

  it('answers requests as before', async () => {
    const responder = subscriber.subscribe(`${subject}.echo`);
    void (async () => {
      for await (const message of responder) message.respond(`echo ${message.string()}`);
    })();
    await subscriber.flush();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => publisher.request(`${subject}.echo`, `${i}`, { timeout: 2_000 })));
    expect(replies.map((reply) => reply.string())).toEqual(Array.from({ length: 50 }, (_, i) => `echo ${i}`));
    responder.unsubscribe();
  });
});
