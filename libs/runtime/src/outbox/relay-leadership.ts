import { Logger } from '@nestjs/common';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

/**
 * How long leadership lasts without a word from PostgreSQL. The holder
 * renews its lease with a heartbeat on the lock session every
 * `heartbeatMs`; the lease runs from when the last heartbeat that came back
 * was sent. The server ends the session (releasing the advisory lock) after
 * `serverIdleTimeoutMs` without a statement (`idle_session_timeout`), timed
 * from the end of the last heartbeat it saw, which is after that send. So
 * when the session is silently cut, the holder stops publishing at
 * T <= last heartbeat sent + `leaseMs`, and another replica can take the
 * lock no sooner than last heartbeat sent + `serverIdleTimeoutMs`, that is
 * T + 4 s at least (plus its standby poll). A publish still in flight at T
 * was started before it and is bounded by `publishTimeoutMs` (< 4 s).
 */
export const RELAY_LEASE = {
  heartbeatMs: 2_000,
  leaseMs: 6_000,
  serverIdleTimeoutMs: 10_000,
  /** A heartbeat (or lock query) without an answer this long means the session is gone. */
  queryTimeoutMs: 3_000,
  publishTimeoutMs: 3_000,
} as const;

/**
 * The leader election of one service's outbox relay: a session-level
 * PostgreSQL advisory lock on a connection of its own (which also LISTENs
 * for new events), fenced by a lease the holder renews and checks before
 * every publish.
 */
export class RelayLeadership {
  private readonly logger = new Logger('OutboxRelay');
  private session?: Client;
  private leaseUntil = 0;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly lockKey: string,
    private readonly channel: string,
    private readonly onNotification: () => void,
  ) {}

  /** True while this process holds the lock and its lease runs: checked before every publish. */
  holds(): boolean {
    return this.session !== undefined && this.leaseUntil > 0 && performance.now() < this.leaseUntil;
  }

  /** Tries to take the lock; true when this process is now the leader. */
  async acquire(): Promise<boolean> {
    const session = this.session ?? (await this.connect());
    const sentAt = performance.now();
    try {
      const { rows } = await session.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [this.lockKey]);
      if (!(rows[0] as { locked: boolean }).locked) return false;
      // Quoted: a channel is an identifier, and ours holds a dot (outboxChannel).
      await session.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      this.drop(session);
      throw error;
    }
    this.leaseUntil = sentAt + RELAY_LEASE.leaseMs;
    this.scheduleHeartbeat(session);
    return true;
  }

  /** Gives the lock up (its session ends). */
  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = undefined;
    this.leaseUntil = 0;
    clearTimeout(this.heartbeat);
    const ended = session.end().catch(() => undefined);
    const timeout = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
    if ((await Promise.race([ended.then(() => 'ended'), timeout])) !== 'ended') this.destroy(session);
  }

  private async connect(): Promise<Client> {
    const session = new Client({
      connectionString: this.databaseUrl,
      // The pid tells an operator (and the chaos tests) which process leads.
      application_name: `${this.lockKey}:${process.pid}`.slice(0, 63),
      query_timeout: RELAY_LEASE.queryTimeoutMs,
      // Without it a connect over a dead path waits forever and the relay never tries again.
      connectionTimeoutMillis: RELAY_LEASE.queryTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: RELAY_LEASE.heartbeatMs,
    });
    session.on('error', (error) => {
      this.logger.warn(`relay lock session failed: ${String(error)}`);
      this.drop(session);
    });
    session.on('end', () => this.drop(session));
    session.on('notification', () => this.onNotification());
    try {
      await session.connect();
      await session.query(`SET idle_session_timeout = ${RELAY_LEASE.serverIdleTimeoutMs}`);
    } catch (error) {
      this.destroy(session);
      throw error;
    }
    this.session = session;
    return session;
  }

  private scheduleHeartbeat(session: Client): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(async () => {
      if (this.session !== session) return;
      const sentAt = performance.now();
      try {
        await session.query('SELECT 1');
        if (this.session !== session) return;
        this.leaseUntil = sentAt + RELAY_LEASE.leaseMs;
        this.scheduleHeartbeat(session);
      } catch (error) {
        this.logger.warn(`relay lock session did not answer its heartbeat, giving leadership up: ${String(error)}`);
        this.drop(session);
      }
    }, RELAY_LEASE.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Forgets a session: no lease any more; its socket is destroyed, as it may hang on a dead peer. */
  private drop(session: Client | undefined): void {
    if (!session || this.session !== session) return;
    this.session = undefined;
    this.leaseUntil = 0;
    clearTimeout(this.heartbeat);
    this.destroy(session);
  }

  private destroy(session: Client): void {
    (session as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
  }
}
