import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { metricsRegistry } from './metrics-registry';

/** The pg pool behind TypeORM (node-postgres' counters). */
interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Counted up to here: a backlog beyond it reads as this many (the scrape stays one cheap index walk). */
const BACKLOG_CAP = 10_000;

/**
 * Read at scrape time: the connection pool's use, and (services with an
 * outbox) how many events wait to be published and the age of the oldest,
 * through the partial index on unpublished events.
 */
@Injectable()
export class DatabaseMetrics {
  constructor(dataSource: DataSource, withOutbox: boolean) {
    const pool = () => (dataSource.driver as unknown as { master?: PoolCounters }).master;
    new Gauge({
      name: 'bizapi_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (total, idle, waiting: requests queued for a connection).',
      labelNames: ['state'] as const,
      registers: [metricsRegistry],
      collect() {
        const counters = pool();
        if (!counters) return;
        this.set({ state: 'total' }, counters.totalCount);
        this.set({ state: 'idle' }, counters.idleCount);
        this.set({ state: 'waiting' }, counters.waitingCount);
      },
    });
    if (!withOutbox) return;
    const backlog = new Gauge({
      name: 'bizapi_outbox_backlog_events',
      help: `Events committed and not yet published to JetStream (counted up to ${BACKLOG_CAP}).`,
      registers: [metricsRegistry],
    });
    new Gauge({
      name: 'bizapi_outbox_oldest_unpublished_age_seconds',
      help: 'Age of the oldest event not yet published to JetStream; 0 when none waits.',
      registers: [metricsRegistry],
      async collect() {
        const [row] = (await dataSource.query(
          `SELECT count(*)::int AS backlog, COALESCE(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
             FROM (SELECT created_at FROM outbox_events WHERE published_at IS NULL ORDER BY sequence LIMIT ${BACKLOG_CAP}) pending`,
        )) as { backlog: number; oldest: number }[];
        backlog.set(row.backlog);
        this.set(row.oldest);
      },
    });
  }
}
