import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { LEADS } from './leads.collection';
import { LeadsService } from './leads.service';

@Module({
  controllers: [collectionController(LEADS, LeadsService)],
  providers: [LeadsService],
})
export class LeadsModule {}
