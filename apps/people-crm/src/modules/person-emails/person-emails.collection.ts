import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PERSON_EMAILS_CONTRACT } from '@bizapi/contracts';
import { PERSON_CHANNEL_PARENT } from '../shared/person-channel.service';
import { PersonEmailEntity } from './person-email.entity';

export const PERSON_EMAILS = defineCollection<PersonEmailEntity>({
  contract: PERSON_EMAILS_CONTRACT,
  entity: PersonEmailEntity,
  noun: 'e-mail',
  toRecord: recordMapper(PERSON_EMAILS_CONTRACT),
  filters: { personId: idEquals('personId') },
  parent: PERSON_CHANNEL_PARENT,
  unique: { person_emails_unique_idx: { field: 'email', message: 'the person already has this e-mail' } },
});
