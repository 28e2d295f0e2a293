import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { FinancialEntryEntity } from '../financial-entries/financial-entry.entity';
import { ChargeStatus } from '../shared/finance-enums';

/**
 * A charge of a REVENUE financial entry (one per installment): finance plays
 * the billing system. Created PENDING with the entry; `charges:receive`
 * makes it RECEIVED and settles the entry.
 */
@Entity({ name: 'charges' })
@ListIndexes('charges')
// Status filter and the automatic move to OVERDUE (status, due date).
@Index('charges_company_status_due_idx', ['companyId', 'status', 'dueDate'], { where: 'is_active' })
@Index('charges_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('charges_company_entry_idx', ['companyId', 'financialEntryId'], { unique: true })
@ForeignKey(() => FinancialEntryEntity, ['companyId', 'financialEntryId'], ['companyId', 'id'], { name: 'charges_financial_entry_fkey' })
export class ChargeEntity extends DeactivatableRecord {
  @Column({ name: 'financial_entry_id', type: 'uuid' })
  financialEntryId: string;

  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ type: 'text' })
  status: ChargeStatus;

  /** `YYYY-MM-DD`; returned as a date-time at midnight UTC. */
  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'payment_method', type: 'text' })
  paymentMethod: string;
}
