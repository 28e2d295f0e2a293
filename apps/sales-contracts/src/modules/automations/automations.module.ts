import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AutomationsController } from './automations.controller';
import { AutomationsScheduler } from './automations.scheduler';
import { SalesAutomations } from './sales-automations';

/** Quotes and contracts expiring (and AUTO contracts renewing): daily, and on the operator's `automations:run`. */
@Module({
  imports: [ScheduleModule.forRoot()],
  controllers: [AutomationsController],
  providers: [SalesAutomations, AutomationsScheduler],
})
export class AutomationsModule {}
