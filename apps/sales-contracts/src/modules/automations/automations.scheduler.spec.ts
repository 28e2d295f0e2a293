import { RuntimeEnv } from '@bizapi/runtime';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AutomationsScheduler } from './automations.scheduler';
import { SalesAutomations } from './sales-automations';

/** A data source whose advisory lock is taken (or not) as told: what runInOneReplica asks of it. */
function dataSource(locked: boolean) {
  const queries: string[] = [];
  return {
    queries,
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
}

function scheduler(locked: boolean) {
  const registry = new SchedulerRegistry();
  const run = jest.fn(async () => ({ quotesExpired: 1, contractsExpired: 0 }));
  const source = dataSource(locked);
  const env = { AUTOMATIONS_CRON: '15 0 * * *' } as RuntimeEnv;
  const kit = { dataSource: source } as never;
  const subject = new AutomationsScheduler(env, registry, kit, { run } as unknown as SalesAutomations);
  return { subject, registry, run, source };
}

describe('AutomationsScheduler', () => {
  it('schedules one daily job on AUTOMATIONS_CRON, however many applications of the process boot', () => {
    const { subject, registry } = scheduler(true);
    subject.onApplicationBootstrap();
    subject.onApplicationBootstrap();
    const jobs = registry.getCronJobs();
    expect([...jobs.keys()]).toEqual(['sales-contracts-automations']);
    expect(String(jobs.get('sales-contracts-automations')?.cronTime.source)).toBe('15 0 * * *');
    subject.onApplicationShutdown();
    expect(registry.getCronJobs().size).toBe(0);
  });

  it('runs the moves as of now in the replica that takes the lock', async () => {
    const { subject, run, source } = scheduler(true);
    const before = Date.now();
    await subject.tick();
    expect(run).toHaveBeenCalledTimes(1);
    expect((run.mock.calls[0] as unknown as [Date])[0].getTime()).toBeGreaterThanOrEqual(before);
    expect(source.queries.some((sql) => sql.includes('pg_advisory_unlock'))).toBe(true);
  });

  it('skips in a replica that finds the lock taken, and survives a failing run', async () => {
    const skipped = scheduler(false);
    await skipped.subject.tick();
    expect(skipped.run).not.toHaveBeenCalled();

    const failing = scheduler(true);
    failing.run.mockRejectedValueOnce(new Error('database down'));
    await expect(failing.subject.tick()).resolves.toBeUndefined();
  });
});
