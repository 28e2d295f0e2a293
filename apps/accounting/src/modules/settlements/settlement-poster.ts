import { CollectionKit } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { JournalPoster } from '../ledger/journal-poster';
import { DEFAULT_LEDGER_ACCOUNT_CODES, defaultCategoryAccountCode, ledgerAccountOf } from './ledger-accounts';
import { Settlement, settlementDescription } from './settlement-event';

/** What became of a settlement: posted now, posted by an earlier delivery, or impossible (the company has no chart). */
export type SettlementOutcome = 'posted' | 'already-posted' | 'no-chart';

/**
 * Turns a settlement into its automatic journal entry, in one transaction:
 * money received is a debit on the bank's account and a credit on the
 * category's revenue account; money paid is a debit on the category's
 * expense account and a credit on the bank's. Idempotent on the event id
 * (JournalPoster keys the entry on it).
 */
@Injectable()
export class SettlementPoster {
  constructor(
    private readonly kit: CollectionKit,
    private readonly poster: JournalPoster,
  ) {}

  post(settlement: Settlement): Promise<SettlementOutcome> {
    return this.kit.transaction(async (manager) => {
      const { companyId } = settlement;
      const bank = await ledgerAccountOf(manager, companyId, 'BANK_ACCOUNT', settlement.bankAccountId, DEFAULT_LEDGER_ACCOUNT_CODES.BANK_ACCOUNT);
      const category = await ledgerAccountOf(
        manager,
        companyId,
        'FINANCIAL_CATEGORY',
        settlement.financialCategoryId,
        defaultCategoryAccountCode(settlement.typeCategory),
      );
      if (!bank || !category) return 'no-chart';
      const description = settlementDescription(settlement);
      const bankLine = { accountingAccountId: bank, amount: settlement.amount, description: withName(description, settlement.bankAccountName) };
      const categoryLine = {
        accountingAccountId: category,
        amount: settlement.amount,
        description: withName(description, settlement.financialCategoryName),
      };
      const revenue = settlement.typeCategory === 'REVENUE';
      const entry = await this.poster.post(manager, companyId, {
        description,
        entryDate: settlement.entryDate,
        status: 'POSTED',
        isAutomatic: true,
        financialEntryId: settlement.financialEntryId,
        sourceEventId: settlement.eventId,
        lines: revenue
          ? [
              { ...bankLine, type: 'DEBIT' },
              { ...categoryLine, type: 'CREDIT' },
            ]
          : [
              { ...categoryLine, type: 'DEBIT' },
              { ...bankLine, type: 'CREDIT' },
            ],
      });
      return entry ? 'posted' : 'already-posted';
    });
  }
}

/** A line says which bank account or category it stands for, as finance names them. */
function withName(description: string, name: string | null): string {
  return name ? `${description} (${name})` : description;
}
