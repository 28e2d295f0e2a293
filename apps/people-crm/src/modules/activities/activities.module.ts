import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { ACTIVITIES } from './activities.collection';
import { ActivitiesService } from './activities.service';
import { CreateActivityDto, UpdateActivityDto } from './activity.dto';

@Module({
  controllers: [collectionController(ACTIVITIES, ActivitiesService, { create: CreateActivityDto, update: UpdateActivityDto })],
  providers: [ActivitiesService],
})
export class ActivitiesModule {}
