import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PERSON_PHONES_CONTRACT } from '@bizapi/contracts';
import { PERSON_CHANNEL_PARENT } from '../shared/person-channel.service';
import { PersonPhoneEntity } from './person-phone.entity';

export const PERSON_PHONES = defineCollection<PersonPhoneEntity>({
  contract: PERSON_PHONES_CONTRACT,
  entity: PersonPhoneEntity,
  noun: 'phone',
  toRecord: recordMapper(PERSON_PHONES_CONTRACT),
  filters: { personId: idEquals('personId') },
  parent: PERSON_CHANNEL_PARENT,
  unique: { person_phones_unique_idx: { field: 'phone', message: 'the person already has this phone' } },
});
