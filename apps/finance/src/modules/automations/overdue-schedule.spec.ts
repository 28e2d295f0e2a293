import { RuntimeEnv } from '@bizapi/runtime';
import { SchedulerRegistry } from '@nestjs/schedule';
import { OverdueSchedule } from './automations.module';
import { OverdueAutomation } from './overdue-automation';

/** A data source whose advisory lock is taken (or not) as told. */
function dataSource(locked: boolean) {
  const queries: string[] = [];
  return {
    queries,
    options: { schema: 'finance' },
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

function schedule(locked = true) {
  const source = dataSource(locked);
  const runs: unknown[] = [];
  const overdue = {
    dataSource: source,
    run: async (command: unknown) => {
      runs.push(command);
      return { financialEntriesOverdue: 2, chargesOverdue: 1 };
    },
  } as unknown as OverdueAutomation;
  const registry = new SchedulerRegistry();
  const env = Object.assign(new RuntimeEnv(), { AUTOMATIONS_CRON: '15 3 * * *' });
  const logged: unknown[] = [];
  const logger = { info: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) };
  return { job: new OverdueSchedule(overdue, registry, env, logger as never), registry, runs, source, logged };
}

describe('the daily automatic moves', () => {
  it('registers one cron job at AUTOMATIONS_CRON (UTC), even when bootstrap hooks run twice, and removes it at shutdown', () => {
    const { job, registry } = schedule();
    job.onApplicationBootstrap();
    job.onApplicationBootstrap();
    const cron = registry.getCronJob('finance-overdue');
    expect(registry.getCronJobs().size).toBe(1);
    expect(String(cron.cronTime.source)).toBe('15 3 * * *');
    job.onApplicationShutdown();
    expect(registry.doesExist('cron', 'finance-overdue')).toBe(false);
  });

  it('runs the moves as of now in the replica that takes the lock', async () => {
    const { job, runs, source } = schedule(true);
    await job.tick();
    expect(runs).toEqual([{ asOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(source.queries[0]).toMatch(/pg_try_advisory_lock/);
    expect(source.queries.at(-1)).toMatch(/pg_advisory_unlock/);
  });

  it('skips in a replica that does not get the lock', async () => {
    const { job, runs } = schedule(false);
    await job.tick();
    expect(runs).toEqual([]);
  });
});
