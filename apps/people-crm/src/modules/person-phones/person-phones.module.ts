import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PERSON_PHONES } from './person-phones.collection';
import { PersonPhonesService } from './person-phones.service';

@Module({
  controllers: [collectionController(PERSON_PHONES, PersonPhonesService)],
  providers: [PersonPhonesService],
})
export class PersonPhonesModule {}
