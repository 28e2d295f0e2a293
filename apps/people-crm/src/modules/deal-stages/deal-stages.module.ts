import { Module } from '@nestjs/common';
import { DealStagesService } from './deal-stages.service';

/** No controller: stages have no route of their own (the kit answers references to them). */
@Module({
  providers: [DealStagesService],
  exports: [DealStagesService],
})
export class DealStagesModule {}
