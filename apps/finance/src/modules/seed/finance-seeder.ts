import { CollectionKit } from '@bizapi/collections';
import { SeedResult } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BankAccountEntity } from '../bank-accounts/bank-account.entity';
import { BankAccountsService } from '../bank-accounts/bank-accounts.service';
import { FinancialCategoriesService } from '../financial-categories/financial-categories.service';
import { FinancialCategoryEntity } from '../financial-categories/financial-category.entity';
import { BANK_ACCOUNT_SEEDS, CATEGORY_SEEDS, parentCategoryCode } from './finance.seed';

/**
 * The operator's `seed` for finance, once per company and in one
 * transaction: the financial categories (parents before children) and the
 * bank accounts. Seeding again adds nothing and answers the same ids; a
 * record the operator deactivated is left alone and keeps its id.
 */
@Injectable()
export class FinanceSeeder {
  constructor(
    private readonly kit: CollectionKit,
    private readonly categories: FinancialCategoriesService,
    private readonly bankAccounts: BankAccountsService,
  ) {}

  seed(companyId: string): Promise<SeedResult> {
    return this.kit.transaction(async (manager) => {
      // Two seeds of one company at once take turns, so the second finds the first's records.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('finance.seed'), hashtext($1))`, [companyId]);
      const now = new Date();
      const base = { companyId, isActive: true, createdAt: now, updatedAt: now };
      const idOfCode = await existing(manager, `SELECT id, code AS key FROM financial_categories WHERE company_id = $1`, companyId);
      // The missing ones in one statement each: ids are made here, so a child names its parent before either is written.
      const categories: string[] = [];
      const newCategories: FinancialCategoryEntity[] = [];
      for (const seed of CATEGORY_SEEDS) {
        let id = idOfCode.get(seed.code);
        if (!id) {
          const parent = parentCategoryCode(seed.code);
          const category = Object.assign(new FinancialCategoryEntity(), { ...base, id: newId(), ...seed, parentId: parent ? (idOfCode.get(parent) ?? null) : null });
          newCategories.push(category);
          id = category.id;
          idOfCode.set(seed.code, id);
        }
        categories.push(id);
      }
      await this.categories.store.insertAll(manager, newCategories);
      const idOfAccount = await existing(
        manager,
        `SELECT id, bank_name || '/' || agency || '/' || account_number AS key FROM bank_accounts WHERE company_id = $1`,
        companyId,
      );
      const accounts: string[] = [];
      const newAccounts: BankAccountEntity[] = [];
      for (const seed of BANK_ACCOUNT_SEEDS) {
        let id = idOfAccount.get(`${seed.bankName}/${seed.agency}/${seed.accountNumber}`);
        if (!id) {
          const account = Object.assign(new BankAccountEntity(), { ...base, id: newId(), ...seed, balance: seed.openingBalance });
          newAccounts.push(account);
          id = account.id;
        }
        accounts.push(id);
      }
      await this.bankAccounts.store.insertAll(manager, newAccounts);
      return { 'financial-categories': categories, 'bank-accounts': accounts };
    });
  }
}

async function existing(manager: EntityManager, sql: string, companyId: string): Promise<Map<string, string>> {
  const rows = (await manager.query(sql, [companyId])) as { id: string; key: string }[];
  return new Map(rows.map((row) => [row.key, row.id]));
}
