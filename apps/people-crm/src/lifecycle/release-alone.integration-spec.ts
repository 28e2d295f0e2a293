import { AdminClient } from '@bizapi/runtime';
import {
  DedicatedStack,
  HttpClient,
  ReceivedWebhook,
  Tenant,
  WebhookReceiver,
  committedOpenApiDocument,
  createTenant,
  startDedicatedStack,
  startPersonLoad,
  useResponseDocument,
} from '@bizapi/testing';
import { execFile, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { NEXT_RELEASE, buildNextGateway, buildNextPeopleCrm, buildNextWebhooks } from '../testing/next-release';

/**
 * A feature released one service at a time, as rolling updates do it, in the
 * order docs/operations/upgrade-and-release.md ("Releasing one service") prescribes: people-crm's
 * next build adds a column to persons (an expand migration), a field to the
 * person record and a new event, so
 *
 *   1. webhooks first: its next build knows the new event name;
 *   2. people-crm: its migration runs (as the init container does) while the
 *      old replicas serve, then new replicas join and the old ones get SIGTERM
 *      one by one (old and new answer side by side for a while);
 *   3. gateway last: its next build serves the document with the new field.
 *
 * All the while clients write and read persons and page through the list
 * through the gateway, and a webhook subscription receives person events.
 * Nothing may fail, and every event must be delivered, the new one included.
 */

const ROOT = resolve(__dirname, '../../../..');
const launcher = require('@bizapi/launcher') as {
  startApp(
    app: { name: string; main: string; public?: boolean },
    env: Record<string, string>,
    ports: { port?: number; healthPort: number; metricsPort?: number; stdio: unknown },
  ): ChildProcess;
  waitReady(urls: string[]): Promise<void>;
  freePorts(count: number): Promise<number[]>;
  stopProcess(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
};

const { field: NEW_FIELD, column: NEW_COLUMN, event: NEW_EVENT, migration: NEW_MIGRATION } = NEXT_RELEASE;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `client`, sent wherever `route` says: the gateway replica a Service would pick (endpoints change before a SIGTERM: preStop gives them time). */
function routedClient(client: HttpClient, route: () => string): HttpClient {
  const routed = Object.create(client) as HttpClient;
  Object.defineProperty(routed, 'baseUrl', { get: route });
  return routed;
}

describe('releasing people-crm alone, with a migration', () => {
  const releaseRoot = join(ROOT, 'tmp', `release-alone-${process.pid}`);
  const nextDocument = committedOpenApiDocument();
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;
  let receiver: WebhookReceiver;
  let gatewayUrl: string;
  const nextProcesses: ChildProcess[] = [];

  beforeAll(async () => {
    // The next release's document: the person record may carry the new field (old replicas answer without it, rows of the old build have none).
    for (const schema of ['PersonSummary', 'Person']) nextDocument.components.schemas[schema].properties[NEW_FIELD] = { type: ['string', 'null'] };
    useResponseDocument(nextDocument);
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm', 'webhooks'],
      replicas: { 'people-crm': 2 },
      env: { RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOW_INSECURE_URLS: 'true' },
    });
    gatewayUrl = stack.baseUrl;
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    receiver = await WebhookReceiver.start();
    expect((await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.*'] })).status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nextProcesses.map((child) => launcher.stopProcess(child, 5_000)));
    await receiver?.close();
    await admin?.close();
    await stack?.stop();
    rmSync(releaseRoot, { recursive: true, force: true });
  }, 60_000);

  /** Starts a replica of the next build of `app`; resolves once it is ready. */
  const startNext = async (app: string, main: string): Promise<string> => {
    const [port, healthPort] = await launcher.freePorts(2);
    const gateway = app === 'gateway';
    const log = openSync(join(stack.logDir, `${app}-next-${nextProcesses.length + 1}.log`), 'a');
    const child = launcher.startApp(
      { name: app, main: relative(ROOT, main), public: gateway },
      stack.appEnv(app),
      gateway ? { port, healthPort: port, metricsPort: healthPort, stdio: ['ignore', log, log] } : { healthPort, stdio: ['ignore', log, log] },
    );
    child.once('exit', () => closeSync(log));
    nextProcesses.push(child);
    await launcher.waitReady([`http://127.0.0.1:${healthPort}/health/ready`]);
    return `http://127.0.0.1:${port}/external/v1`;
  };

  /** The next build's `migrate`, as a new pod's init container runs it: as the schema's owner (in a child process: the load goes on meanwhile). */
  const migrate = async (main: string): Promise<string> => {
    const env = { ...stack.appEnv('people-crm'), MIGRATION_DATABASE_URL: stack.databaseLogins['people-crm'].owner.url };
    const { stdout } = await promisify(execFile)(process.execPath, [main, 'migrate'], { cwd: ROOT, env, timeout: 60_000 });
    return stdout.trim();
  };

  const queryAsAdministrator = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: stack.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const documentHasField = async (api: HttpClient) => NEW_FIELD in (await api.get('/openapi.json')).body.components.schemas.Person.properties;

  it('rolls webhooks, then people-crm with its expand migration, then the gateway, under load without a failed request or a lost event', async () => {
    const mains = {
      webhooks: buildNextWebhooks(ROOT, releaseRoot),
      peopleCrm: buildNextPeopleCrm(ROOT, releaseRoot),
      gateway: buildNextGateway(ROOT, releaseRoot, nextDocument),
    };
    const api = routedClient(tenant.api, () => gatewayUrl);
    const shapes = { old: 0, next: 0 };
    const shapesAfter = { old: 0, next: 0 };
    let phase: 'before' | 'rolling' | 'after' = 'before';
    let reads = 0;
    const load = startPersonLoad(api, 8, (read) => {
      reads++;
      if (phase !== 'before') (phase === 'after' ? shapesAfter : shapes)[NEW_FIELD in read.body ? 'next' : 'old']++;
    });
    // A client paging through the list (the collection kit's prepared statements, planned before the column existed).
    const listing = { requests: 0, failures: [] as string[], running: true };
    const lister = (async () => {
      while (listing.running) {
        const page = await api.get('/persons?limit=20');
        listing.requests++;
        if (page.status !== 200) listing.failures.push(`GET list ${page.status} ${JSON.stringify(page.body)}`);
      }
    })();
    const { createdIds, failures } = load;

    await pause(1_000);
    phase = 'rolling';
    // 1. webhooks: the next build joins, the old one leaves; from now on the new event name is deliverable.
    await startNext('webhooks', mains.webhooks);
    await pause(1_000);
    await stack.stopProcess('webhooks');

    // 2. people-crm: the first new pod's init container applies the expand migration; the old replicas keep serving on the new schema.
    expect(await migrate(mains.peopleCrm)).toBe(`people-crm: ${NEW_MIGRATION}`);
    const migratedAt = new Date();
    await pause(1_500);
    await startNext('people-crm', mains.peopleCrm);
    await pause(1_500);
    await stack.stopProcess('people-crm');
    // The second new pod's init container finds nothing to do.
    expect(await migrate(mains.peopleCrm)).toBe('people-crm: schema up to date');
    await startNext('people-crm', mains.peopleCrm);
    await pause(1_000);
    await stack.stopProcess('people-crm-2');

    // 3. gateway: the next build joins, clients move to it, then the old one gets SIGTERM.
    expect(await documentHasField(api)).toBe(false);
    const nextGatewayUrl = await startNext('gateway', mains.gateway);
    gatewayUrl = nextGatewayUrl;
    await pause(1_500);
    await stack.stopProcess('gateway');
    expect(await documentHasField(api)).toBe(true);

    phase = 'after';
    await pause(1_500);
    await load.stop();
    listing.running = false;
    await lister;

    expect([...failures, ...listing.failures]).toEqual([]);
    // Side by side while rolling; only the new build afterwards.
    expect(shapes.old).toBeGreaterThan(0);
    expect(shapes.next).toBeGreaterThan(0);
    expect(shapesAfter).toEqual({ old: 0, next: expect.any(Number) });
    expect(shapesAfter.next).toBeGreaterThan(0);

    // Every accepted write once; the old build kept writing after the migration (its rows leave the new column empty).
    expect((await api.get('/persons?limit=1')).body.meta.total).toBe(createdIds.length);
    const [written] = await queryAsAdministrator<{ next: number; oldAfterMigration: number }>(
      `SELECT count(*) FILTER (WHERE ${NEW_COLUMN} = 'next')::int AS next,
              count(*) FILTER (WHERE ${NEW_COLUMN} IS NULL AND created_at > $1)::int AS "oldAfterMigration"
         FROM people_crm.persons`,
      [migratedAt],
    );
    expect(written.next).toBeGreaterThan(0);
    expect(written.oldAfterMigration).toBeGreaterThan(0);
    const nextIds = (await queryAsAdministrator<{ id: string }>(`SELECT id FROM people_crm.persons WHERE ${NEW_COLUMN} = 'next'`)).map((row) => row.id);

    // Every person.created delivered, whichever build wrote it; and the new event for every person the new build wrote (webhooks knew it first).
    // Counted by event id: a delivery the old webhooks had in flight when it stopped may arrive twice (at least once).
    const created = await receiver.waitForEvents(createdIds.length, 60_000, (request) => request.json.event === 'person.created');
    expect(new Set(created.map((request) => request.json.data.id))).toEqual(new Set(createdIds));
    const released = await receiver.waitForEvents(nextIds.length, 60_000, (request) => request.json.event === NEW_EVENT);
    expect(new Set(released.map((request) => request.json.data.id))).toEqual(new Set(nextIds));

    const requests = createdIds.length + reads + listing.requests + failures.length;
    const distinct = (deliveries: ReceivedWebhook[]) => new Set(deliveries.map((request) => request.json.data.id)).size;
    console.log(
      `release with a migration: ${requests} requests (${createdIds.length} creates, ${reads} reads, ${listing.requests} list pages), ` +
        `${failures.length + listing.failures.length} failed; events delivered: ${distinct(created)} person.created of ${createdIds.length}, ` +
        `${distinct(released)} ${NEW_EVENT} of ${nextIds.length}; the old build wrote ${written.oldAfterMigration} persons after the migration`,
    );
  }, 180_000);
});
