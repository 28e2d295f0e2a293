import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonsModule } from '../persons/persons.module';
import { PersonEmailEntity } from './person-email.entity';
import { PersonEmailsController } from './person-emails.controller';
import { PersonEmailsService } from './person-emails.service';

@Module({
  imports: [TypeOrmModule.forFeature([PersonEmailEntity]), PersonsModule],
  controllers: [PersonEmailsController],
  providers: [PersonEmailsService],
  exports: [PersonEmailsService],
})
export class PersonEmailsModule {}
