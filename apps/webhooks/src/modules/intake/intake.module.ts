import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { EventIntakeConsumer } from './event-intake.consumer';
import { EventIntakeService } from './event-intake.service';

@Module({
  imports: [DeliveriesModule],
  providers: [EventIntakeService, EventIntakeConsumer],
})
export class IntakeModule {}
