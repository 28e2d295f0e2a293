import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PERSON_EMAILS } from './person-emails.collection';
import { PersonEmailsService } from './person-emails.service';

@Module({
  controllers: [collectionController(PERSON_EMAILS, PersonEmailsService)],
  providers: [PersonEmailsService],
})
export class PersonEmailsModule {}
