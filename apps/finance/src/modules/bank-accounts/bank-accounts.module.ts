import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { BANK_ACCOUNTS } from './bank-accounts.collection';
import { BankAccountsService } from './bank-accounts.service';

@Module({
  controllers: [collectionController(BANK_ACCOUNTS, BankAccountsService)],
  providers: [BankAccountsService],
  exports: [BankAccountsService],
})
export class BankAccountsModule {}
