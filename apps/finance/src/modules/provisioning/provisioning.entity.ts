import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { TypeCategory } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BankAccountEntity } from '../bank-accounts/bank-account.entity';
import { FinancialCategoryEntity } from '../financial-categories/financial-category.entity';
import { RepeatPeriod } from '../shared/finance-enums';

/** A provisioning (provisão): an expected revenue or expense, possibly repeating. */
@Entity({ name: 'provisioning' })
@ListIndexes('provisioning', { companyKey: false })
@Index('provisioning_company_type_idx', ['companyId', 'typeCategory'], { where: 'is_active' })
@ForeignKey(() => FinancialCategoryEntity, ['companyId', 'financialCategoryId'], ['companyId', 'id'], { name: 'provisioning_category_fkey' })
@ForeignKey(() => BankAccountEntity, ['companyId', 'bankAccountId'], ['companyId', 'id'], { name: 'provisioning_bank_account_fkey' })
export class ProvisioningEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  title: string;

  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ name: 'type_category', type: 'text' })
  typeCategory: TypeCategory;

  @Column({ name: 'repeat_period', type: 'text', nullable: true })
  repeatPeriod: RepeatPeriod | null;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Column({ name: 'bank_account_id', type: 'uuid', nullable: true })
  bankAccountId: string | null;

  @Column({ name: 'financial_category_id', type: 'uuid', nullable: true })
  financialCategoryId: string | null;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  /** A cost center of accounting (checked there at write time). */
  @Column({ name: 'cost_center_id', type: 'uuid', nullable: true })
  costCenterId: string | null;
}
