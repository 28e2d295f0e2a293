import { eventSubject, namespaced } from '@bizapi/contracts';
import { JetStreamClient, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ensureEventsStream, eventsStreamSettings } from '../events/events-stream';
import { NATS_CONNECTION, RUNTIME_ENV } from '../tokens';
import { RuntimeEnv } from '../config/env';
import { FailureStreak, ReadinessChecks } from '../health/readiness-checks';
import type { TraceCarrier } from '../tracing/trace-context';
import { publishTraced } from './outbox-publish-tracing';
import { RELAY_LEASE, RelayLeadership } from './relay-leadership';
import { outboxEventsPublished, outboxRelayLeader, registerRelayMetrics } from './relay-metrics';

/**
 * The NOTIFY channel that wakes a schema's relay when a transaction with its events commits. One per
 * schema: the services share a database, and with one channel for all, every write woke every
 * service's relay to query an outbox with nothing new (CPU in each idle service for every write of
 * another, and as many empty queries for PostgreSQL; docs/benchmarks-history.md, "Writes and events").
 */
export const outboxChannel = (schema: string): string => `${schema}${CHANNEL_SUFFIX}`;
const CHANNEL_SUFFIX = '.outbox_events';
/** The same channel in SQL, from the schema the writing transaction's search path resolves first (where its outbox is). */
export const OUTBOX_CHANNEL_SQL = `current_schema() || '${CHANNEL_SUFFIX}'`;

const BATCH_SIZE = 500;
/** A batch takes at most this many events of one company, so a company's burst shares each batch with the others. */
const COMPANY_SHARE = 100;
/** How far past the oldest pending event a batch looks for other companies' events (bounds the statement's cost). */
const LOOK_AHEAD = 5_000;
const IDLE_POLL_MS = 1_000;
const STANDBY_POLL_MS = 2_000;
const MAX_BACKOFF_MS = 10_000;
const CLEANUP_EVERY_MS = 10 * 60_000;

interface OutboxRow {
  sequence: string;
  company_id: string;
  event: string;
  event_id: string;
  /** As written: the relay passes the event's JSON on without parsing it. */
  payload: string;
  /** The write's trace context, when it was traced (outbox-writer.ts). */
  trace_context: TraceCarrier | null;
}

/**
 * Publishes outbox events to JetStream in commit order. One replica of a
 * service relays at a time (a PostgreSQL advisory lock elects it), so order
 * holds; the others stand by and take over if it dies. The lock is fenced
 * by a lease checked before each company's events of a batch are sent (all
 * at once; relay-leadership.ts), so a leader whose lock session is silently
 * cut stops before another can take over. Each event is
 * published with its id as `Nats-Msg-Id`, so a re-publish after a crash
 * between publish and mark is dropped by the stream, and consumers are
 * idempotent on the id beyond that window. While NATS is unreachable the
 * events wait in the table and go out, in order, once it is back.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly jetstream: JetStreamClient;
  private readonly leadership: RelayLeadership;
  private isLeader = false;
  private stopping = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /** Set by every NOTIFY, so one that arrives while a batch is being published is not lost. */
  private notified = false;
  private failures = 0;
  private lastCleanup = 0;
  private readonly health = new FailureStreak('publishing outbox events');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    readiness: ReadinessChecks,
  ) {
    this.jetstream = jetstream(nats);
    registerRelayMetrics();
    readiness.register('outbox-relay', () => this.health.problem());
    const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    this.leadership = new RelayLeadership(env.databaseUrl(), `${schema}.outbox_relay`, outboxChannel(schema), () => {
      this.notified = true;
      this.wake?.();
    });
  }

  onApplicationBootstrap(): void {
    this.loop = this.run().finally(() => {
      if (!this.stopping) this.health.ended();
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    outboxRelayLeader.set(0);
    await this.leadership.release();
  }

  /** Publishes what is pending now (only while this process leads); for tests and for a clean shutdown. */
  async flush(): Promise<void> {
    while (await this.publishBatch());
  }

  private async run(): Promise<void> {
    await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE, eventsStreamSettings(this.env)).catch((error) =>
      this.logger.warn(`events stream not ready yet: ${String(error)}`),
    );
    while (!this.stopping) {
      try {
        if (this.isLeader && !this.leadership.holds()) this.stepDown('its lease ran out');
        if (!this.isLeader && !(await this.becomeLeader())) {
          await this.sleep(STANDBY_POLL_MS);
          continue;
        }
        this.notified = false;
        const more = await this.publishBatch();
        this.failures = 0;
        this.health.succeeded();
        await this.cleanupIfDue();
        if (!more && !this.notified) await this.sleep(IDLE_POLL_MS);
      } catch (error) {
        this.failures++;
        this.health.failed();
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures);
        if (this.failures === 1 || this.failures % 20 === 0) {
          this.logger.warn(`relay failed ${this.failures} time(s), retrying in ${delay} ms: ${String(error)}`);
        }
        if (String(error).includes('no stream')) {
          await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE, eventsStreamSettings(this.env)).catch(() => undefined);
        }
        await this.sleep(delay);
      }
    }
  }

  private async becomeLeader(): Promise<boolean> {
    const locked = await this.leadership.acquire();
    if (locked) {
      this.isLeader = true;
      outboxRelayLeader.set(1);
      this.logger.log('relaying outbox events');
    }
    return locked;
  }

  private stepDown(reason: string): void {
    this.isLeader = false;
    outboxRelayLeader.set(0);
    this.logger.warn(`stopped relaying outbox events: ${reason}`);
  }

  /**
   * Publishes the oldest pending events: each company's in commit order, one
   * after the other's acknowledgement (so a failure can never let a later
   * event of a company be stored before an earlier one), companies side by
   * side. Where other companies' events wait among the LOOK_AHEAD oldest, a
   * batch takes at most COMPANY_SHARE events of each company, so one
   * company's burst of thousands does not hold back the events another
   * commits just after it; alone, a company fills the whole batch. Only
   * acknowledged events are marked; a company whose publish failed resumes at
   * that event next time.
   * -> whether more may be pending (the batch was full or a company had more).
   */
  private async publishBatch(): Promise<boolean> {
    // The look-ahead reads only sequence and company (no payloads); the share applies only where another company waits.
    const rows: OutboxRow[] = await this.dataSource.query(
      `WITH oldest AS (SELECT sequence, company_id FROM outbox_events WHERE published_at IS NULL ORDER BY sequence LIMIT $2),
            pending AS (SELECT sequence, row_number() OVER (PARTITION BY company_id ORDER BY sequence) AS place FROM oldest)
       SELECT o.sequence, o.company_id, o.event, o.event_id, o.payload::text AS payload, o.payload->'traceContext' AS trace_context
         FROM pending JOIN outbox_events o USING (sequence)
        WHERE pending.place <= CASE WHEN (SELECT count(DISTINCT company_id) FROM oldest) > 1 THEN $3::bigint ELSE $1::bigint END
        ORDER BY o.sequence LIMIT $1`,
      [BATCH_SIZE, LOOK_AHEAD, COMPANY_SHARE],
    );
    if (!rows.length) return false;
    const byCompany = new Map<string, OutboxRow[]>();
    for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    const acknowledged: string[] = [];
    const failures: unknown[] = [];
    await Promise.all(
      [...byCompany.values()].map(async (companyRows) => {
        // Fencing: never publish once the lease may have passed to another replica.
        if (!this.leadership.holds()) {
          failures.push(new Error('the relay lease ran out'));
          return;
        }
        // A company's events go out together, in order on the one connection (so JetStream stores them
        // in that order), and their acknowledgements are awaited together: one at a time, the relay
        // published one event per round trip, slower than people-crm writes them (docs/benchmarks-history.md).
        const outcomes = await Promise.allSettled(companyRows.map((row) => this.publish(row)));
        // Only the events up to the company's first failure are marked: it resumes there next time, and
        // any later one the stream already holds is dropped then as a duplicate (its Nats-Msg-Id).
        const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
        const published = failed === -1 ? companyRows : companyRows.slice(0, failed);
        for (const row of published) acknowledged.push(row.sequence);
        outboxEventsPublished.inc(published.length);
        if (failed !== -1) failures.push((outcomes[failed] as PromiseRejectedResult).reason);
      }),
    );
    if (acknowledged.length) {
      await this.dataSource.query('UPDATE outbox_events SET published_at = now() WHERE sequence = ANY($1::bigint[])', [acknowledged]);
    }
    if (failures.length) throw failures[0];
    return (
      rows.length === BATCH_SIZE ||
      (byCompany.size > 1 && [...byCompany.values()].some((companyRows) => companyRows.length === COMPANY_SHARE))
    );
  }

  private publish(row: OutboxRow): Promise<void> {
    return publishTraced(row, (headers) =>
      this.jetstream.publish(namespaced(this.env.BIZAPI_NAMESPACE, eventSubject(row.event)), row.payload, {
        msgID: row.event_id,
        timeout: RELAY_LEASE.publishTimeoutMs,
        headers,
      }),
    );
  }

  private async cleanupIfDue(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = Date.now();
    await this.dataSource.query(`DELETE FROM outbox_events WHERE published_at < now() - interval '1 day'`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
