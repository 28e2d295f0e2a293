import { CollectionKit } from '@bizapi/collections';
import { RUNTIME_ENV, RuntimeEnv, runInOneReplica } from '@bizapi/runtime';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { SalesAutomations } from './sales-automations';

const JOB = 'sales-contracts-automations';

/**
 * The daily run of the automatic moves (AUTOMATIONS_CRON, UTC), in every
 * replica but done by one: the others find the advisory lock taken and skip.
 */
@Injectable()
export class AutomationsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SalesAutomations');

  constructor(
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    private readonly registry: SchedulerRegistry,
    private readonly kit: CollectionKit,
    private readonly automations: SalesAutomations,
  ) {}

  /** Called once per Nest application of the process (HTTP and NATS): the job is added once. */
  onApplicationBootstrap(): void {
    if (this.registry.doesExist('cron', JOB)) return;
    const job = CronJob.from({ cronTime: this.env.AUTOMATIONS_CRON, onTick: () => this.tick(), timeZone: 'UTC', start: false });
    this.registry.addCronJob(JOB, job);
    job.start();
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  async tick(): Promise<void> {
    try {
      const outcome = await runInOneReplica(this.kit.dataSource, 'automations', () => this.automations.run(new Date()));
      if (outcome.ran) this.logger.log(`automatic moves: ${JSON.stringify(outcome.result)}`);
    } catch (error) {
      this.logger.error(`automatic moves failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
