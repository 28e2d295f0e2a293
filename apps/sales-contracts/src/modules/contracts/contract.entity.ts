import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import type { BillingType, ContractStatus, RenewalType } from '../shared/sales-enums';
import { SignEntity } from '../signs/sign.entity';

/** A recurring contract, made from a sign of the company. */
@Entity({ name: 'contracts' })
@ListIndexes('contracts')
// The status filter, and the expiry of one company's contracts (automations).
@Index('contracts_company_status_end_idx', ['companyId', 'status', 'endDate'], { where: 'is_active' })
// The expiry across every company: only the contracts that can still expire.
@Index('contracts_expiring_idx', ['endDate'], { where: `is_active AND status = 'ACTIVE'` })
@Index('contracts_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('contracts_company_sign_idx', ['companyId', 'signId'])
@ForeignKey(() => SignEntity, ['companyId', 'signId'], ['companyId', 'id'], { name: 'contracts_sign_fkey' })
export class ContractEntity extends DeactivatableRecord {
  @Column({ name: 'sign_id', type: 'uuid' })
  signId: string;

  /** The sign's personId, copied at create (a sign's person never changes), for the personId filter. */
  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  status: ContractStatus;

  /** A date-only input is the start of that day. */
  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  /** A date-only input is the end of that day (23:59:59.000Z). */
  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ name: 'monthly_amount', ...MONEY_COLUMN })
  monthlyAmount: number;

  @Column({ name: 'renewal_type', type: 'text' })
  renewalType: RenewalType;

  @Column({ name: 'billing_type', type: 'text' })
  billingType: BillingType;
}
