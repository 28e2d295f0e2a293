import { CollectionKit, CollectionService, CreateInput, UpdateInput, WriteContext } from '@bizapi/collections';
import { ApiError, EventName, RequestContext, SIGNS_CONTRACT } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { NEW_SIGN_STATUSES } from '../shared/sales-enums';
import { SignEntity } from './sign.entity';
import { SIGNS } from './signs.collection';

type Create = CreateInput<typeof SIGNS_CONTRACT>;
type Update = UpdateInput<typeof SIGNS_CONTRACT>;

/**
 * Digital contracts. Created DRAFT (default) or SENT, with the next SIGN code
 * and no contractSituation. When status becomes SIGNED, signedAt is that
 * moment, contractSituation becomes ACTIVATING unless the same PUT sends one
 * (or one is set already), and sign.signed is emitted besides sign.updated.
 */
@Injectable()
export class SignsService extends CollectionService<SignEntity, Create, Update> {
  constructor(kit: CollectionKit) {
    super(kit, SIGNS);
  }

  protected override build(input: Create, caller: RequestContext) {
    if (input.status !== undefined && !NEW_SIGN_STATUSES.includes(input.status)) {
      throw ApiError.validation('status', `a sign is created ${NEW_SIGN_STATUSES.join(' or ')}`);
    }
    return super.build(input, caller);
  }

  protected override async apply(sign: SignEntity, input: Update, context: WriteContext): Promise<void> {
    const wasSigned = sign.status === 'SIGNED';
    await super.apply(sign, input, context);
    if (sign.status === 'SIGNED' && !wasSigned) {
      sign.signedAt = context.now;
      if (input.contractSituation === undefined && sign.contractSituation === null) sign.contractSituation = 'ACTIVATING';
    }
  }

  protected override moreEvents(sign: SignEntity, before: SignEntity): EventName[] {
    return sign.status === 'SIGNED' && before.status !== 'SIGNED' ? ['sign.signed'] : [];
  }
}
