import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PERSONS } from './persons.collection';
import { PersonsService } from './persons.service';

@Module({
  controllers: [collectionController(PERSONS, PersonsService)],
  providers: [PersonsService],
  exports: [PersonsService],
})
export class PersonsModule {}
