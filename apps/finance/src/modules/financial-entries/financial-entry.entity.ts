import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { TypeCategory } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BankAccountEntity } from '../bank-accounts/bank-account.entity';
import { FinancialCategoryEntity } from '../financial-categories/financial-category.entity';
import { FinancialEntryStatus } from '../shared/finance-enums';

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
export class FinancialEntryEntity extends DeactivatableRecord {
  /** `FIN-000001`, one per installment, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  @Column({ name: 'type_category', type: 'text' })
  typeCategory: TypeCategory;

  @Column({ type: 'text' })
  status: FinancialEntryStatus;

  @Column({ name: 'original_amount', ...MONEY_COLUMN })
  originalAmount: number;

  @Column({ name: 'paid_amount', ...MONEY_COLUMN, nullable: true })
  paidAmount: number | null;

  /** `YYYY-MM-DD`; returned as a date-time at midnight UTC. */
  @Column({ name: 'original_due_date', type: 'date' })
  originalDueDate: string;

  /** When it was settled (the charge's paidAt). */
  @Column({ name: 'payment_date', type: 'timestamptz', nullable: true })
  paymentDate: Date | null;

  @Column({ name: 'financial_category_id', type: 'uuid' })
  financialCategoryId: string;

  financialCategoryName?: string | null;

  @Column({ name: 'bank_account_id', type: 'uuid' })
  bankAccountId: string;

  bankAccountName?: string | null;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod: string | null;

  @Column({ name: 'installment_number', type: 'integer', default: 1 })
  installmentNumber: number;

  @Column({ name: 'total_installments', type: 'integer', default: 1 })
  totalInstallments: number;

  /** The id of installment 1: the installments of one POST share it. */
  @Column({ name: 'installment_group_id', type: 'uuid' })
  installmentGroupId: string;

  @Column({ name: 'discount_amount', ...MONEY_COLUMN, default: 0 })
  discountAmount: number;

  @Column({ name: 'interest_amount', ...MONEY_COLUMN, default: 0 })
  interestAmount: number;

  @Column({ name: 'fine_amount', ...MONEY_COLUMN, default: 0 })
  fineAmount: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
