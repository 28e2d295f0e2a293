import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { AccountingAccountEntity } from './accounting-account.entity';
import { ACCOUNTING_ACCOUNTS } from './accounting-accounts.collection';

/** The chart of accounts: read-only, seeded by the operator. */
@Injectable()
export class AccountingAccountsService extends CollectionService<AccountingAccountEntity> {
  constructor(kit: CollectionKit) {
    super(kit, ACCOUNTING_ACCOUNTS);
  }
}
