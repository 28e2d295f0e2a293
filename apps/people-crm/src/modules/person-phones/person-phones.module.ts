import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonsModule } from '../persons/persons.module';
import { PersonPhoneEntity } from './person-phone.entity';
import { PersonPhonesController } from './person-phones.controller';
import { PersonPhonesService } from './person-phones.service';

@Module({
  imports: [TypeOrmModule.forFeature([PersonPhoneEntity]), PersonsModule],
  controllers: [PersonPhonesController],
  providers: [PersonPhonesService],
  exports: [PersonPhonesService],
})
export class PersonPhonesModule {}
