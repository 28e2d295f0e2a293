import { Module } from '@nestjs/common';
import { PersonEmailsModule } from '../person-emails/person-emails.module';
import { PersonPhonesModule } from '../person-phones/person-phones.module';
import { PersonsModule } from '../persons/persons.module';
import { PeopleCrmAdminController } from './people-crm-admin.controller';

@Module({
  imports: [PersonsModule, PersonEmailsModule, PersonPhonesModule],
  controllers: [PeopleCrmAdminController],
})
export class AdminModule {}
