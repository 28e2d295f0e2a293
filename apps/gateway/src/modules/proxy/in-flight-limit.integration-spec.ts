import { collectionSubject, namespaced, reportSubject } from '@bizapi/contracts';
import { AdminClient, RequestProgress, TakenRequest } from '@bizapi/runtime';
import { DedicatedStack, Tenant, authHeaders, createTenant, eventually, startDedicatedStack } from '@bizapi/testing';
import { connect, headers as natsHeaders, Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import Redis from 'ioredis';

const REQUESTS_IN_FLIGHT = 4;
const REPORTS_IN_FLIGHT = 2;
const TRIAL_BALANCE = '/accounting-reports/trial-balance?startDate=2026-01-01&endDate=2026-12-31';

/**
 * Answers a subject in place of its service: holds the requests of one
 * company (the `busy` one) until told, and answers everyone else's at once.
 * What it holds is in flight at the gateway for as long as the test wants,
 * with no timing involved: it sends progress on them, as a service working
 * on a request does.
 */
class Upstream {
  private readonly held: Msg[] = [];
  private readonly taken: (TakenRequest | undefined)[] = [];
  private readonly progress: RequestProgress;
  private waiters: Array<() => void> = [];
  private readonly subscriptions: Subscription[] = [];
  holdCompany = '';

  constructor(
    private readonly nats: NatsConnection,
    namespace: string,
    subjects: string[],
  ) {
    this.progress = new RequestProgress(nats);
    for (const subject of subjects) {
      this.subscriptions.push(
        nats.subscribe(namespaced(namespace, subject), {
          queue: 'stand-in',
          callback: (_error, message) => {
            const companyId = (message.json() as { data: { ctx: { companyId: string } } }).data.ctx.companyId;
            if (companyId !== this.holdCompany) return Upstream.answer(message);
            this.held.push(message);
            this.taken.push(this.progress.begin(message.reply));
            for (const wake of this.waiters) wake();
          },
        }),
      );
    }
  }

  async ready(): Promise<void> {
    await this.nats.flush();
  }

  /** Resolves once `count` requests of the busy company are held here (in flight at the gateway). */
  holding(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.held.length < count) return;
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        resolve();
      };
      this.waiters.push(check);
      check();
    });
  }

  /** Answers every held request (or fails it with a service error); the held list empties. */
  release(outcome: 'ok' | 'error' = 'ok'): void {
    this.forget();
    for (const message of this.held.splice(0)) Upstream.answer(message, outcome);
  }

  /** Forgets the held requests without answering, as a replica that dies holding them: the gateway gives them up (504) once they fall silent. */
  drop(): void {
    this.forget();
    this.held.splice(0);
  }

  private forget(): void {
    for (const taken of this.taken.splice(0)) this.progress.end(taken);
  }

  close(): void {
    this.progress.stop();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  private static answer(message: Msg, outcome: 'ok' | 'error' = 'ok'): void {
    const headers = natsHeaders();
    headers.set('Rpc-Status', outcome);
    const body =
      outcome === 'ok'
        ? { data: [], meta: { total: 0, page: 1, limit: 20, totalPages: 0 } }
        : { statusCode: 400, message: 'VALIDATION_ERROR', errors: [{ field: 'startDate', message: 'startDate must be on or before endDate' }] };
    message.respond(JSON.stringify(body), { headers });
  }
}

/**
 * Requests in flight per company (docs/decisions.md, "Requests in flight per
 * company"), on a gateway allowing 4 per company, 2 of them reports. The
 * reports and tickets are answered by the test in place of accounting and
 * helpdesk, so that it decides how long they stay in flight; persons are
 * people-crm's own.
 */
describe('requests in flight per company', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;
  let upstream: Upstream;
  let busy: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm'],
      // The held requests must outlast the test's steps (a dropped one ends sooner, at the liveness window).
      env: { IN_FLIGHT_PER_COMPANY: String(REQUESTS_IN_FLIGHT), REPORTS_IN_FLIGHT_PER_COMPANY: String(REPORTS_IN_FLIGHT), RPC_TIMEOUT_MS: '15000' },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
    upstream = new Upstream(nats, stack.env.BIZAPI_NAMESPACE, [reportSubject('trial-balance'), reportSubject('dashboard-summary'), collectionSubject('tickets', 'list')]);
    await upstream.ready();
    [busy, other] = await Promise.all([createTenant({ admin, baseUrl: stack.baseUrl, seed: false }), createTenant({ admin, baseUrl: stack.baseUrl, seed: false })]);
    upstream.holdCompany = busy.company.id;
  }, 90_000);

  // A failed test leaves nothing held for the next.
  afterEach(() => upstream.release());

  afterAll(async () => {
    upstream?.close();
    await nats?.drain();
    await admin?.close();
    await stack?.stop();
  }, 30_000);

  /** A GET outside the test client (whose answers are checked against the OpenAPI document: the stand-in's are not real reports). */
  async function get(tenant: Tenant, path: string, signal?: AbortSignal): Promise<number> {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: authHeaders(tenant.tokens), signal });
    await response.arrayBuffer();
    return response.status;
  }

  /** `count` requests of the busy company held in flight; `statuses` resolves once they are answered (0: the client gave up). */
  async function hold(path: string, count: number, signal?: AbortSignal): Promise<{ statuses: Promise<number[]> }> {
    const statuses = Promise.all(Array.from({ length: count }, () => get(busy, path, signal).catch(() => 0)));
    await upstream.holding(count);
    // Wrapped: an async function returning the promise itself would wait for it.
    return { statuses };
  }

  /** A sample of the gateway's Prometheus metrics: the series of `name` with `label` (e.g. `class="reports"`), 0 when absent. */
  async function metric(name: string, label: string): Promise<number> {
    const text = await (await fetch(stack.metricsUrl('gateway'))).text();
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && candidate.includes(label));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  }

  function expectRefused(response: Awaited<ReturnType<Tenant['api']['get']>>): void {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ statusCode: 429, message: 'RATE_LIMIT_EXCEEDED', friendlyMessage: expect.any(String), requestId: expect.any(String) });
    expect(response.headers.get('retry-after')).toBe('1');
    // Refused before the rate limit was asked: not counted by it, so no RateLimit-* headers.
    expect(response.headers.get('ratelimit-remaining')).toBeNull();
  }

  /** The busy company has its whole report allowance again: that many are held, one more is refused (then all are answered). */
  async function expectReportsAllowanceWhole(): Promise<void> {
    const held = await hold(TRIAL_BALANCE, REPORTS_IN_FLIGHT);
    expectRefused(await busy.api.get(TRIAL_BALANCE));
    upstream.release();
    expect(await held.statuses).toEqual(Array(REPORTS_IN_FLIGHT).fill(200));
  }

  it('refuses a company its reports past the limit with 429 and Retry-After, while another company is served, then serves it again', async () => {
    const refusedBefore = await metric('bizapi_http_rate_limited_total', 'reason="reports-in-flight"');
    const held = await hold(TRIAL_BALANCE, REPORTS_IN_FLIGHT);
    expect(await metric('bizapi_http_requests_in_flight', 'class="reports"')).toBe(REPORTS_IN_FLIGHT);

    expectRefused(await busy.api.get(TRIAL_BALANCE));
    expectRefused(await busy.api.get('/accounting-reports/dashboard-summary'));
    // Other requests of the same company are within its (larger) limit of all requests.
    expect((await busy.api.get('/persons')).status).toBe(200);
    // Another company at the same moment: its whole allowance of reports (sent at once) and its reads are answered.
    expect(await Promise.all(Array.from({ length: REPORTS_IN_FLIGHT }, () => get(other, TRIAL_BALANCE)))).toEqual(Array(REPORTS_IN_FLIGHT).fill(200));
    expect((await other.api.get('/persons')).status).toBe(200);
    // Counted by the limit that refused them, without naming the company.
    expect(await metric('bizapi_http_rate_limited_total', 'reason="reports-in-flight"')).toBe(refusedBefore + 2);

    upstream.release();
    expect(await held.statuses).toEqual(Array(REPORTS_IN_FLIGHT).fill(200));
    await expectReportsAllowanceWhole();
  });

  it('refuses a company any request past its limit of all requests in flight, and not another company', async () => {
    const held = await hold('/tickets', REQUESTS_IN_FLIGHT);

    expectRefused(await busy.api.get('/persons'));
    expectRefused(await busy.api.get(TRIAL_BALANCE));
    expect((await other.api.get('/persons')).status).toBe(200);

    upstream.release();
    expect(await held.statuses).toEqual(Array(REQUESTS_IN_FLIGHT).fill(200));
    expect((await busy.api.get('/persons')).status).toBe(200);
  });

  it('holds each refusal about a second before answering it, so a client asking again at once without waiting is slowed to about one request a second per connection', async () => {
    const held = await hold('/tickets', REQUESTS_IN_FLIGHT);
    try {
      // Five connections, each asking again as soon as it is answered, for three seconds: a handful of requests each, not thousands.
      const until = Date.now() + 3_000;
      const connection = async () => {
        let sent = 0;
        while (Date.now() < until) {
          expectRefused(await busy.api.get('/persons'));
          sent += 1;
        }
        return sent;
      };
      const sent = Promise.all(Array.from({ length: 5 }, connection));
      // Meanwhile the gateway reports the refusals it holds.
      expect(await eventually(async () => ((await metric('bizapi_http_refusals_held', 'app="gateway"')) > 0 ? true : undefined))).toBe(true);
      for (const count of await sent) expect(count).toBeLessThanOrEqual(4);
      expect(await metric('bizapi_http_refusals_held', 'app="gateway"')).toBe(0);
    } finally {
      upstream.release();
      expect(await held.statuses).toEqual(Array(REQUESTS_IN_FLIGHT).fill(200));
    }
  });

  it("counts its 429s in the company's usage (the panel's usage page), as the rate limit's are", async () => {
    // A company of its own: no earlier test's refusals are still on their way to its counter.
    const counted = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const redis = new Redis(stack.env.REDIS_URL);
    // The hour's counter the usage page reads (AccessGate.usage): requests admitted (ok) and refused (limited).
    const key = `${stack.env.BIZAPI_NAMESPACE}:rl:{${counted.company.id}}:h:${Math.floor(Date.now() / 3_600_000)}`;
    const limited = async () => Number((await redis.hget(key, 'limited')) ?? 0);
    upstream.holdCompany = counted.company.id;
    try {
      const statuses = Promise.all(Array.from({ length: REQUESTS_IN_FLIGHT }, () => get(counted, '/tickets')));
      await upstream.holding(REQUESTS_IN_FLIGHT);
      for (let refused = 0; refused < 3; refused++) expectRefused(await counted.api.get('/persons'));
      upstream.release();
      expect(await statuses).toEqual(Array(REQUESTS_IN_FLIGHT).fill(200));

      // Counted in memory and added every couple of seconds, so a refusal costs no round trip of its own.
      expect(await eventually(async () => ((await limited()) >= 3 ? limited() : undefined))).toBe(3);
    } finally {
      upstream.holdCompany = busy.company.id;
      await redis.quit();
    }
  });

  it('gives the slot back when the service answers an error', async () => {
    const held = await hold(TRIAL_BALANCE, REPORTS_IN_FLIGHT);
    upstream.release('error');
    expect(await held.statuses).toEqual(Array(REPORTS_IN_FLIGHT).fill(400));
    await expectReportsAllowanceWhole();
  });

  it('gives the slot back when the replica holding the requests dies (504 GATEWAY_TIMEOUT)', async () => {
    const held = await hold(TRIAL_BALANCE, REPORTS_IN_FLIGHT);
    upstream.drop();
    expect(await held.statuses).toEqual(Array(REPORTS_IN_FLIGHT).fill(504));
    await expectReportsAllowanceWhole();
  }, 60_000);

  it('keeps the slot of a request whose client went away until the service is done with it, then gives it back', async () => {
    const client = new AbortController();
    const held = await hold(TRIAL_BALANCE, REPORTS_IN_FLIGHT, client.signal);
    client.abort();
    // Gone from the client, not from the service: the work still counts.
    expect(await held.statuses).toEqual(Array(REPORTS_IN_FLIGHT).fill(0));
    expectRefused(await busy.api.get(TRIAL_BALANCE));

    upstream.release();
    // The gateway takes the answers (for sockets already closed; no client sees them, so the test waits on its gauge).
    await eventually(async () => ((await metric('bizapi_http_requests_in_flight', 'class="all"')) === 0 ? true : undefined));
    await expectReportsAllowanceWhole();
  });
});
