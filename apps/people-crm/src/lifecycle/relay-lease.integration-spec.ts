import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, TcpProxy, Tenant, createTenant, startDedicatedStack, startPersonLoad, testStack } from '@bizapi/testing';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The outbox relay's leader loses its lock session silently (the TCP path
 * dies: no FIN, no RST), while its pool and everything else still work. In
 * time PostgreSQL ends that session and releases the lock, and the standby
 * replica takes over. The old leader must have stopped publishing before
 * that: two relays publishing one company's events side by side could
 * reorder them. The leader (people-crm) reaches PostgreSQL through a proxy
 * the test cuts; the standby (people-crm-direct) connects directly.
 */

const launcher = require('@bizapi/launcher') as {
  APPS: { name: string; main: string }[];
  startApp(app: { name: string; main: string }, env: Record<string, string>, ports: { healthPort: number; stdio: unknown }): ChildProcess;
  waitReady(urls: string[]): Promise<void>;
  freePorts(count: number): Promise<number[]>;
  stopProcess(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
};

/** How long PostgreSQL may take to notice the dead session by itself before the test plays its TCP keepalive and closes it. */
const SERVER_NOTICES_WITHIN_MS = 15_000;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function relayMetrics(url: string): Promise<{ published: number; leader: number }> {
  const text = await (await fetch(url)).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { published: value('bizapi_outbox_events_published_total'), leader: value('bizapi_outbox_relay_leader') };
}

describe('outbox relay leader whose lock session is silently cut', () => {
  let proxy: TcpProxy;
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;
  let standby: ChildProcess | undefined;
  let standbyMetrics: string;

  beforeAll(async () => {
    const database = new URL(testStack().env.DATABASE_URL);
    proxy = await TcpProxy.start(database.hostname, Number(database.port || 5432));
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm'],
      servers: { DATABASE_URL: proxy.via(testStack().env.DATABASE_URL) },
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });

    const direct = new URL(stack.appEnv('people-crm').DATABASE_URL);
    direct.hostname = database.hostname;
    direct.port = database.port;
    const [healthPort] = await launcher.freePorts(1);
    const log = openSync(join(stack.logDir, 'people-crm-direct.log'), 'a');
    const app = launcher.APPS.find((candidate) => candidate.name === 'people-crm') as { name: string; main: string };
    standby = launcher.startApp(app, { ...stack.appEnv('people-crm'), DATABASE_URL: direct.toString() }, { healthPort, stdio: ['ignore', log, log] });
    standby.once('exit', () => closeSync(log));
    await launcher.waitReady([`http://127.0.0.1:${healthPort}/health/ready`]);
    standbyMetrics = `http://127.0.0.1:${healthPort}/metrics`;
  }, 180_000);

  afterAll(async () => {
    await launcher.stopProcess(standby, 5_000);
    await admin?.close();
    await stack?.stop();
    await proxy?.close();
  }, 60_000);

  it('stops publishing before the standby takes over, and every event still goes out', async () => {
    expect(await relayMetrics(stack.metricsUrl('people-crm'))).toMatchObject({ leader: 1 });
    expect(await relayMetrics(standbyMetrics)).toEqual({ published: 0, leader: 0 });

    const samples: { at: number; old: number; standby: number }[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const [old, next] = await Promise.all([relayMetrics(stack.metricsUrl('people-crm')), relayMetrics(standbyMetrics)]);
        samples.push({ at: Date.now(), old: old.published, standby: next.published });
        await pause(100);
      }
    })();
    const load = startPersonLoad(tenant.api, 4);
    await pause(2_000);

    const [session] = await proxy.cut('outbox_relay');
    expect(session).toBeDefined();
    const cutAt = Date.now();
    while (!session.serverClosed && Date.now() - cutAt < SERVER_NOTICES_WITHIN_MS) await pause(100);
    const serverEndedItAfterMs = session.serverClosed ? Date.now() - cutAt : undefined;
    session.closeServerSide();

    const tookOverBy = Date.now() + 30_000;
    while (samples[samples.length - 1].standby === 0 && Date.now() < tookOverBy) await pause(200);
    await pause(2_000);
    await load.stop();
    expect(load.failures).toEqual([]);
    // Every committed event goes out (the standby publishes the backlog).
    const events = load.createdIds.length;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const [old, next] = await Promise.all([relayMetrics(stack.metricsUrl('people-crm')), relayMetrics(standbyMetrics)]);
      if (old.published + next.published >= events) break;
      await pause(250);
    }
    sampling = false;
    await sampler;

    const lastOld = samples.findIndex((sample) => sample.old === samples[samples.length - 1].old);
    const firstStandby = samples.findIndex((sample) => sample.standby > 0);
    const gapMs = samples[firstStandby]?.at - samples[lastOld]?.at;
    // The old leader stopped first (by more than a sampling step), and PostgreSQL ended the silent session by itself (idle_session_timeout).
    expect({
      standbyTookOver: firstStandby > 0,
      oldLeaderStoppedFirst: lastOld < firstStandby,
      serverEndedSilentSession: serverEndedItAfterMs !== undefined,
    }).toEqual({
      standbyTookOver: true,
      oldLeaderStoppedFirst: true,
      serverEndedSilentSession: true,
    });
    expect(gapMs).toBeGreaterThan(1_000);
    expect((await relayMetrics(stack.metricsUrl('people-crm'))).leader).toBe(0);
    const final = samples[samples.length - 1];
    expect(final.old + final.standby).toBeGreaterThanOrEqual(events);
    console.log(
      `relay lease: ${events} writes; old leader published ${final.old}, stopped ${gapMs} ms before the standby's first publish; ` +
        `PostgreSQL ended the silent session ${serverEndedItAfterMs} ms after the cut`,
    );
  }, 180_000);
});
