import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { ACCOUNTING_ACCOUNTS } from './accounting-accounts.collection';
import { AccountingAccountsService } from './accounting-accounts.service';

@Module({
  controllers: [collectionController(ACCOUNTING_ACCOUNTS, AccountingAccountsService)],
  providers: [AccountingAccountsService],
  exports: [AccountingAccountsService],
})
export class AccountingAccountsModule {}
