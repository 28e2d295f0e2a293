import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreatePersonPhoneDto, UpdatePersonPhoneDto } from './person-phone.dto';
import { PERSON_PHONES } from './person-phones.collection';
import { PersonPhonesService } from './person-phones.service';

@Module({
  controllers: [collectionController(PERSON_PHONES, PersonPhonesService, { create: CreatePersonPhoneDto, update: UpdatePersonPhoneDto })],
  providers: [PersonPhonesService],
})
export class PersonPhonesModule {}
