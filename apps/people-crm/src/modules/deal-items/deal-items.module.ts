import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealsModule } from '../deals/deals.module';
import { DealItemEntity } from './deal-item.entity';
import { DealItemsController } from './deal-items.controller';
import { DealItemsRepository } from './deal-items.repository';
import { DealItemsService } from './deal-items.service';

@Module({
  imports: [TypeOrmModule.forFeature([DealItemEntity]), DealsModule],
  controllers: [DealItemsController],
  providers: [DealItemsService, DealItemsRepository],
  exports: [DealItemsService],
})
export class DealItemsModule {}
