import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealPipelinesModule } from '../deal-pipelines/deal-pipelines.module';
import { PersonsModule } from '../persons/persons.module';
import { DealEntity } from './deal.entity';
import { DealsController } from './deals.controller';
import { DealsRepository } from './deals.repository';
import { DealsService } from './deals.service';

@Module({
  imports: [TypeOrmModule.forFeature([DealEntity]), PersonsModule, DealPipelinesModule],
  controllers: [DealsController],
  providers: [DealsService, DealsRepository],
  exports: [DealsService],
})
export class DealsModule {}
