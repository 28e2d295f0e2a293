import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { DailyJob } from './daily-job';

/** A data source whose advisory lock is taken (or not) as told: what runInOneReplica asks of it. */
function dataSource(locked: boolean) {
  const queries: string[] = [];
  const source = {
    options: { schema: 'sales_contracts' },
    createQueryRunner: () => ({
      connect: async () => undefined,
      release: async () => undefined,
      query: async (sql: string) => {
        queries.push(sql);
        return [{ locked }];
      },
    }),
  };
  return { source: source as unknown as DataSource, queries };
}

class ExpiringJob extends DailyJob<{ expired: number }> {
  readonly runs: Date[] = [];
  failNext = false;

  constructor(source: DataSource, registry: SchedulerRegistry) {
    super('expiring', '15 0 * * *', source, registry);
  }

  protected async run(now: Date): Promise<{ expired: number }> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database down');
    }
    this.runs.push(now);
    return { expired: 1 };
  }
}

function job(locked: boolean) {
  const registry = new SchedulerRegistry();
  const { source, queries } = dataSource(locked);
  return { subject: new ExpiringJob(source, registry), registry, queries };
}

describe('DailyJob', () => {
  it('schedules one job on its cron expression, however many applications of the process boot', () => {
    const { subject, registry } = job(true);
    subject.onApplicationBootstrap();
    subject.onApplicationBootstrap();
    const jobs = registry.getCronJobs();
    expect([...jobs.keys()]).toEqual(['expiring']);
    expect(String(jobs.get('expiring')?.cronTime.source)).toBe('15 0 * * *');
    subject.onApplicationShutdown();
    expect(registry.getCronJobs().size).toBe(0);
  });

  it('runs as of now in the replica that takes the lock, and releases it', async () => {
    const { subject, queries } = job(true);
    const before = Date.now();
    await subject.tick();
    expect(subject.runs).toHaveLength(1);
    expect(subject.runs[0].getTime()).toBeGreaterThanOrEqual(before);
    expect(queries.some((sql) => sql.includes('pg_advisory_unlock'))).toBe(true);
  });

  it('skips in a replica that finds the lock taken, and survives a failing run', async () => {
    const skipped = job(false);
    await skipped.subject.tick();
    expect(skipped.subject.runs).toHaveLength(0);

    const failing = job(true);
    failing.subject.failNext = true;
    await expect(failing.subject.tick()).resolves.toBeUndefined();
    await failing.subject.tick();
    expect(failing.subject.runs).toHaveLength(1);
  });
});
