import { CollectionKit, CreateInput, UpdateInput, WriteContext } from '@bizapi/collections';
import { PERSON_EMAILS_CONTRACT, RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { PersonChannelService } from '../shared/person-channel.service';
import { PersonEmailEntity } from './person-email.entity';
import { PERSON_EMAILS } from './person-emails.collection';

type Create = CreateInput<typeof PERSON_EMAILS_CONTRACT>;
type Update = UpdateInput<typeof PERSON_EMAILS_CONTRACT>;

/** A person's e-mail addresses, kept in lower case so one address is never added twice. */
@Injectable()
export class PersonEmailsService extends PersonChannelService<PersonEmailEntity, Create, Update> {
  constructor(kit: CollectionKit) {
    super(kit, PERSON_EMAILS);
  }

  protected override build(input: Create, caller: RequestContext) {
    return super.build({ ...input, email: input.email.toLowerCase() }, caller);
  }

  protected override apply(email: PersonEmailEntity, input: Update, context: WriteContext) {
    return super.apply(email, { ...input, email: input.email?.toLowerCase() }, context);
  }
}
