import { CollectionKit, CollectionService, WriteContext, assignSent, sentFields } from '@bizapi/collections';
import { ApiError, EventName } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { NEW_SIGN_STATUSES } from '../shared/sales-enums';
import { CreateSignDto, UpdateSignDto } from './sign.dto';
import { SignEntity } from './sign.entity';
import { SIGNS } from './signs.collection';

/**
 * Digital contracts. Created DRAFT (default) or SENT, with the next SIGN code
 * and no contractSituation. When status becomes SIGNED, signedAt is that
 * moment, contractSituation becomes ACTIVATING unless the same PUT sends one
 * (or one is set already), and sign.signed is emitted besides sign.updated.
 */
@Injectable()
export class SignsService extends CollectionService<SignEntity, CreateSignDto, UpdateSignDto> {
  constructor(kit: CollectionKit) {
    super(kit, SIGNS);
  }

  protected override build(input: CreateSignDto): Partial<SignEntity> {
    const status = input.status ?? 'DRAFT';
    if (!NEW_SIGN_STATUSES.includes(status)) throw ApiError.validation('status', `a sign is created ${NEW_SIGN_STATUSES.join(' or ')}`);
    return { dealId: null, personId: null, content: null, ...sentFields(input), status, contractSituation: null, signedAt: null };
  }

  protected override apply(sign: SignEntity, input: UpdateSignDto, { now }: WriteContext): void {
    const wasSigned = sign.status === 'SIGNED';
    assignSent(sign, input);
    if (sign.status === 'SIGNED' && !wasSigned) {
      sign.signedAt = now;
      if (input.contractSituation === undefined && sign.contractSituation === null) sign.contractSituation = 'ACTIVATING';
    }
  }

  protected override moreEvents(sign: SignEntity, before: SignEntity): EventName[] {
    return sign.status === 'SIGNED' && before.status !== 'SIGNED' ? ['sign.signed'] : [];
  }
}
