import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { BankAccountEntity } from './bank-account.entity';
import { BANK_ACCOUNTS } from './bank-accounts.collection';

/** Bank accounts: read-only, seeded by the operator; settlements move their balance. */
@Injectable()
export class BankAccountsService extends CollectionService<BankAccountEntity> {
  constructor(kit: CollectionKit) {
    super(kit, BANK_ACCOUNTS);
  }
}
