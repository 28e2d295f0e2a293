import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { ACTIVITIES } from './activities.collection';
import { ActivitiesService } from './activities.service';

@Module({
  controllers: [collectionController(ACTIVITIES, ActivitiesService)],
  providers: [ActivitiesService],
})
export class ActivitiesModule {}
