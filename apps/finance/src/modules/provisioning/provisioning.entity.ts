import { PROVISIONING_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { BankAccountEntity } from '../bank-accounts/bank-account.entity';
import { FinancialCategoryEntity } from '../financial-categories/financial-category.entity';

/** A provisioning (provisão): an expected revenue or expense, possibly repeating. */
@Entity({ name: 'provisioning' })
@ListIndexes('provisioning', { companyKey: false })
@Index('provisioning_company_type_idx', ['companyId', 'typeCategory'], { where: 'is_active' })
@ForeignKey(() => FinancialCategoryEntity, ['companyId', 'financialCategoryId'], ['companyId', 'id'], { name: 'provisioning_category_fkey' })
@ForeignKey(() => BankAccountEntity, ['companyId', 'bankAccountId'], ['companyId', 'id'], { name: 'provisioning_bank_account_fkey' })
export class ProvisioningEntity extends DeclaredTable(PROVISIONING_CONTRACT) {}
