import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { SIGNS } from './signs.collection';
import { SignsService } from './signs.service';

@Module({
  controllers: [collectionController(SIGNS, SignsService)],
  providers: [SignsService],
})
export class SignsModule {}
