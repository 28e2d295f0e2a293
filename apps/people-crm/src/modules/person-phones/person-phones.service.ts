import { CollectionKit, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PersonChannelService } from '../shared/person-channel.service';
import { CreatePersonPhoneDto, UpdatePersonPhoneDto } from './person-phone.dto';
import { PersonPhoneEntity } from './person-phone.entity';
import { PERSON_PHONES } from './person-phones.collection';

/** A person's phone numbers, with the country code (E.164). */
@Injectable()
export class PersonPhonesService extends PersonChannelService<PersonPhoneEntity, CreatePersonPhoneDto, UpdatePersonPhoneDto> {
  constructor(kit: CollectionKit) {
    super(kit, PERSON_PHONES);
  }

  protected override build(input: CreatePersonPhoneDto): Partial<PersonPhoneEntity> {
    return { phoneType: 'MOBILE', isPrimary: false, ...sentFields(input) };
  }
}
