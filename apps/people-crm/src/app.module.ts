import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { PEOPLE_CRM_DATABASE } from './database/people-crm-database';
import { AdminModule } from './modules/admin/admin.module';
import { PersonEmailsModule } from './modules/person-emails/person-emails.module';
import { PersonPhonesModule } from './modules/person-phones/person-phones.module';
import { PersonsModule } from './modules/persons/persons.module';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'people-crm', database: PEOPLE_CRM_DATABASE }),
    PersonsModule,
    PersonEmailsModule,
    PersonPhonesModule,
    AdminModule,
  ],
})
export class AppModule {}
