import { CollectionKit } from '@bizapi/collections';
import { AutomationCounts } from '@bizapi/contracts';
import { DailyJob, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { SalesAutomations } from './sales-automations';

/** The daily run of the automatic moves (AUTOMATIONS_CRON, UTC), done by one replica. */
@Injectable()
export class AutomationsScheduler extends DailyJob<AutomationCounts> {
  constructor(
    @Inject(RUNTIME_ENV) env: RuntimeEnv,
    registry: SchedulerRegistry,
    kit: CollectionKit,
    private readonly automations: SalesAutomations,
  ) {
    super('sales-contracts-automations', env.AUTOMATIONS_CRON, kit.dataSource, registry);
  }

  protected run(now: Date): Promise<AutomationCounts> {
    return this.automations.run(now);
  }
}
