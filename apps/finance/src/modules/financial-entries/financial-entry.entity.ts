import { FINANCIAL_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { BankAccountEntity } from '../bank-accounts/bank-account.entity';
import { FinancialCategoryEntity } from '../financial-categories/financial-category.entity';

/**
 * A financial entry: one installment of a receivable (REVENUE) or payable
 * (EXPENSE). An entry of N installments is N rows, numbered 1..N.
 */
@Entity({ name: 'financial_entries' })
@Index('financial_entries_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('financial_entries')
// Built with title COLLATE "und-x-icu", as lists sort.
@Index('financial_entries_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('financial_entries_company_due_idx', ['companyId', 'originalDueDate', 'id'], { where: 'is_active' })
@Index('financial_entries_company_amount_idx', ['companyId', 'originalAmount', 'id'], { where: 'is_active' })
// Status filter and the automatic move to OVERDUE (status, due date).
@Index('financial_entries_company_status_due_idx', ['companyId', 'status', 'originalDueDate'], { where: 'is_active' })
@Index('financial_entries_company_type_due_idx', ['companyId', 'typeCategory', 'originalDueDate'], { where: 'is_active' })
@Index('financial_entries_company_person_idx', ['companyId', 'personId', 'originalDueDate'], { where: 'is_active' })
@ForeignKey(() => FinancialCategoryEntity, ['companyId', 'financialCategoryId'], ['companyId', 'id'], { name: 'financial_entries_category_fkey' })
@ForeignKey(() => BankAccountEntity, ['companyId', 'bankAccountId'], ['companyId', 'id'], { name: 'financial_entries_bank_account_fkey' })
export class FinancialEntryEntity extends DeclaredTable(FINANCIAL_ENTRIES_CONTRACT) {}
