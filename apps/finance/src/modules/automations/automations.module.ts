import { AdminSubject, AutomationCounts, AutomationsRunCommand, ChargesReceiveCommand } from '@bizapi/contracts';
import { PINO_LOGGER, RUNTIME_ENV, RuntimeEnv, runInOneReplica } from '@bizapi/runtime';
import { Controller, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { Logger } from 'pino';
import { ChargeReceiver } from '../charges/charge-receiver';
import { FinancialEntriesModule } from '../financial-entries/financial-entries.module';
import { OverdueAutomation } from './overdue-automation';

/** The operator's finance commands: `automations:run` (this service's part) and `charges:receive`. */
@Controller()
export class FinanceOperatorController {
  constructor(
    private readonly overdue: OverdueAutomation,
    private readonly receiver: ChargeReceiver,
  ) {}

  @MessagePattern(AdminSubject.automationsRun('finance'))
  runAutomations(@Payload() command: AutomationsRunCommand): Promise<AutomationCounts> {
    return this.overdue.run(command ?? {});
  }

  @MessagePattern(AdminSubject.chargesReceive)
  receiveCharge(@Payload() command: ChargesReceiveCommand): Promise<object> {
    return this.receiver.receive(command);
  }
}

const JOB = 'finance-overdue';

/** The daily run of the automatic moves (AUTOMATIONS_CRON, UTC), in one replica at a time. */
@Injectable()
export class OverdueSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly overdue: OverdueAutomation,
    private readonly scheduler: SchedulerRegistry,
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // Bootstrap hooks may run more than once (the microservice and its health app): one job per process.
    if (this.scheduler.doesExist('cron', JOB)) return;
    const job = CronJob.from({ cronTime: this.env.AUTOMATIONS_CRON, timeZone: 'UTC', onTick: () => void this.tick(), start: true });
    this.scheduler.addCronJob(JOB, job as never);
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('cron', JOB)) this.scheduler.deleteCronJob(JOB);
  }

  async tick(): Promise<void> {
    try {
      const outcome = await runInOneReplica(this.overdue.dataSource, JOB, () => this.overdue.run({ asOf: new Date().toISOString() }));
      if (outcome.ran) this.logger.info({ job: JOB, ...outcome.result }, 'automatic moves done');
    } catch (error) {
      this.logger.error({ job: JOB, err: error }, 'automatic moves failed');
    }
  }
}

@Module({
  imports: [ScheduleModule.forRoot(), FinancialEntriesModule],
  controllers: [FinanceOperatorController],
  providers: [OverdueAutomation, ChargeReceiver, OverdueSchedule],
})
export class AutomationsModule {}
