import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateLeadDto, UpdateLeadDto } from './lead.dto';
import { LEADS } from './leads.collection';
import { LeadsService } from './leads.service';

@Module({
  controllers: [collectionController(LEADS, LeadsService, { create: CreateLeadDto, update: UpdateLeadDto })],
  providers: [LeadsService],
})
export class LeadsModule {}
