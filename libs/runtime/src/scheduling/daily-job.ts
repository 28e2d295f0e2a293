import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { DataSource } from 'typeorm';
import { runInOneReplica } from './one-replica';

/**
 * A service's scheduled work (the automatic moves), on a cron expression in
 * UTC, registered in every replica and done by one: `tick` takes the
 * service's advisory lock for the job (runInOneReplica), so the others skip.
 * A failed run is logged and the next tick tries again. A subclass names the
 * job and says what `run` does.
 */
export abstract class DailyJob<TResult extends object> implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;

  protected constructor(
    private readonly job: string,
    private readonly cronTime: string,
    private readonly dataSource: DataSource,
    private readonly registry: SchedulerRegistry,
  ) {
    this.logger = new Logger(job);
  }

  /** The work, judged at `now`. */
  protected abstract run(now: Date): Promise<TResult>;

  /** Bootstrap hooks run once per Nest application of the process (health app and NATS microservice): one job per process. */
  onApplicationBootstrap(): void {
    if (this.registry.doesExist('cron', this.job)) return;
    const job = CronJob.from({ cronTime: this.cronTime, timeZone: 'UTC', onTick: () => void this.tick(), start: true });
    this.registry.addCronJob(this.job, job as never);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', this.job)) this.registry.deleteCronJob(this.job);
  }

  async tick(): Promise<void> {
    try {
      const outcome = await runInOneReplica(this.dataSource, this.job, () => this.run(new Date()));
      if (outcome.ran) this.logger.log(`${this.job}: ${JSON.stringify(outcome.result)}`);
    } catch (error) {
      this.logger.error(`${this.job} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
