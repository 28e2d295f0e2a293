import { AdminSubject, AutomationCounts, AutomationsRunCommand, ChargesReceiveCommand } from '@bizapi/contracts';
import { DailyJob, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { Controller, Inject, Injectable, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { ChargeReceiver } from '../charges/charge-receiver';
import { ChargesModule } from '../charges/charges.module';
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

/** The daily run of the automatic moves (AUTOMATIONS_CRON, UTC), done by one replica. */
@Injectable()
export class OverdueSchedule extends DailyJob<AutomationCounts> {
  constructor(
    private readonly overdue: OverdueAutomation,
    registry: SchedulerRegistry,
    @Inject(RUNTIME_ENV) env: RuntimeEnv,
  ) {
    super('finance-overdue', env.AUTOMATIONS_CRON, overdue.dataSource, registry);
  }

  protected run(now: Date): Promise<AutomationCounts> {
    return this.overdue.run({ asOf: now.toISOString() });
  }
}

@Module({
  imports: [ScheduleModule.forRoot(), FinancialEntriesModule, ChargesModule],
  controllers: [FinanceOperatorController],
  providers: [OverdueAutomation, ChargeReceiver, OverdueSchedule],
})
export class AutomationsModule {}
