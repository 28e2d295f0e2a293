import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreatePersonEmailDto, UpdatePersonEmailDto } from './person-email.dto';
import { PERSON_EMAILS } from './person-emails.collection';
import { PersonEmailsService } from './person-emails.service';

@Module({
  controllers: [collectionController(PERSON_EMAILS, PersonEmailsService, { create: CreatePersonEmailDto, update: UpdatePersonEmailDto })],
  providers: [PersonEmailsService],
})
export class PersonEmailsModule {}
