import { CollectionKit } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PersonChannelService } from '../shared/person-channel.service';
import { PersonPhoneEntity } from './person-phone.entity';
import { PERSON_PHONES } from './person-phones.collection';

/** A person's phone numbers, with the country code (E.164). */
@Injectable()
export class PersonPhonesService extends PersonChannelService<PersonPhoneEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PERSON_PHONES);
  }
}
