import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { SlaPoliciesModule } from '../sla-policies/sla-policies.module';
import { TICKETS } from './tickets.collection';
import { TicketsService } from './tickets.service';

@Module({
  imports: [SlaPoliciesModule],
  controllers: [collectionController(TICKETS, TicketsService)],
  providers: [TicketsService],
  exports: [TicketsService],
})
export class TicketsModule {}
