import { defineCollection, idEquals } from '@bizapi/collections';
import { PERSON_PHONES_CONTRACT } from '@bizapi/contracts';
import { PERSON_CHANNEL_PARENT } from '../shared/person-channel.service';
import { PersonPhoneEntity } from './person-phone.entity';
import { toPersonPhoneRecord } from './person-phone.mapper';

export const PERSON_PHONES = defineCollection<PersonPhoneEntity>({
  contract: PERSON_PHONES_CONTRACT,
  entity: PersonPhoneEntity,
  noun: 'phone',
  toRecord: toPersonPhoneRecord,
  filters: { personId: idEquals('personId') },
  references: { personId: { collection: 'persons', nameProperty: 'personName' } },
  parent: PERSON_CHANNEL_PARENT,
  unique: { person_phones_unique_idx: { field: 'phone', message: 'the person already has this phone' } },
});
