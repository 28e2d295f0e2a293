import { CollectionKit, assignSent } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PersonChannelService } from '../shared/person-channel.service';
import { CreatePersonEmailDto, UpdatePersonEmailDto } from './person-email.dto';
import { PersonEmailEntity } from './person-email.entity';
import { PERSON_EMAILS } from './person-emails.collection';

/** A person's e-mail addresses, kept in lower case so one address is never added twice. */
@Injectable()
export class PersonEmailsService extends PersonChannelService<PersonEmailEntity, CreatePersonEmailDto, UpdatePersonEmailDto> {
  constructor(kit: CollectionKit) {
    super(kit, PERSON_EMAILS);
  }

  protected override build(input: CreatePersonEmailDto): Partial<PersonEmailEntity> {
    return { personId: input.personId, email: input.email.toLowerCase(), isPrimary: input.isPrimary ?? false };
  }

  protected override apply(email: PersonEmailEntity, input: UpdatePersonEmailDto): void {
    assignSent(email, { ...input, email: input.email?.toLowerCase() });
  }
}
