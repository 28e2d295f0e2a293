import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreatePersonDto, UpdatePersonDto } from './person.dto';
import { PERSONS } from './persons.collection';
import { PersonsService } from './persons.service';

@Module({
  controllers: [collectionController(PERSONS, PersonsService, { create: CreatePersonDto, update: UpdatePersonDto })],
  providers: [PersonsService],
  exports: [PersonsService],
})
export class PersonsModule {}
