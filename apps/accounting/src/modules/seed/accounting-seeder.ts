import { CollectionKit } from '@bizapi/collections';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AccountingAccountEntity } from '../accounting-accounts/accounting-account.entity';
import { AccountingAccountsService } from '../accounting-accounts/accounting-accounts.service';
import { CHART_OF_ACCOUNTS, parentCode } from './chart-of-accounts.seed';
import { JournalSeeder } from './journal-seeder';
import { LookupSeeder } from './lookup-seeder';

/**
 * The operator's `seed` for accounting, once per company and in one
 * transaction: the chart of accounts, the configuration lookups (cost
 * centers, business units, custom fields) and a sample journal. Seeding
 * again adds nothing and answers the same ids. Settlements need no seeded
 * mapping: until finance registers one, they post to the chart's default
 * accounts (settlements/ledger-accounts.ts), which the chart always has.
 */
@Injectable()
export class AccountingSeeder {
  constructor(
    private readonly kit: CollectionKit,
    private readonly accounts: AccountingAccountsService,
    private readonly lookups: LookupSeeder,
    private readonly journal: JournalSeeder,
  ) {}

  async seed(companyId: string): Promise<Record<string, string[]>> {
    return this.kit.transaction(async (manager) => {
      // Two seeds of one company at once take turns, so the second finds the first's records.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounting.seed'), hashtext($1))`, [companyId]);
      const now = new Date();
      const idOfCode = await this.seedChart(manager, companyId, now);
      const lookups = await this.lookups.seed(manager, companyId, now);
      const entries = await this.journal.seed(manager, companyId, idOfCode, now);
      return {
        'accounting-accounts': CHART_OF_ACCOUNTS.map((seed) => idOfCode.get(seed.code) as string),
        'accounting-journal-entries': entries,
        ...lookups,
      };
    });
  }

  /** The chart's accounts missing from the company, parents before children; the id of every code. */
  private async seedChart(manager: EntityManager, companyId: string, now: Date): Promise<Map<string, string>> {
    const existing = (await manager.query(`SELECT id, code FROM accounting_accounts WHERE company_id = $1`, [companyId])) as { id: string; code: string }[];
    const idOfCode = new Map(existing.map((row) => [row.code, row.id]));
    // One statement for the missing accounts: ids are made here, so a child names its parent before either is written.
    const missing: AccountingAccountEntity[] = [];
    for (const seed of CHART_OF_ACCOUNTS) {
      if (idOfCode.has(seed.code)) continue;
      const parent = parentCode(seed.code);
      const account = Object.assign(new AccountingAccountEntity(), {
        id: newId(),
        companyId,
        code: seed.code,
        name: seed.name,
        accountType: seed.accountType,
        parentId: parent ? (idOfCode.get(parent) ?? null) : null,
        isAnalytical: seed.analytical ?? false,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      missing.push(account);
      idOfCode.set(seed.code, account.id);
    }
    await this.accounts.store.insertAll(manager, missing);
    return idOfCode;
  }
}
