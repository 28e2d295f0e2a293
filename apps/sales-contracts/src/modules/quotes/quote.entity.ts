import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';
import type { QuoteStatus } from '../shared/sales-enums';

/**
 * A quote of a deal (people-crm). totalAmount is never sent: it is
 * max(0, Σ active items' totalPrice − discount), rewritten under the quote's
 * row lock by every item write and by a change of the discount.
 */
@Entity({ name: 'quotes' })
@Index('quotes_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('quotes')
@Index('quotes_company_total_idx', ['companyId', 'totalAmount', 'id'], { where: 'is_active' })
@Index('quotes_company_deal_idx', ['companyId', 'dealId'], { where: 'is_active' })
// The status filter, and the expiry of one company's quotes (automations).
@Index('quotes_company_status_valid_until_idx', ['companyId', 'status', 'validUntil'], { where: 'is_active' })
// The expiry across every company: only the quotes that can still expire.
@Index('quotes_expiring_idx', ['validUntil'], { where: `is_active AND status IN ('DRAFT', 'SENT')` })
export class QuoteEntity extends DeactivatableRecord {
  /** `QUOTE-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  /** A deal of people-crm (checked by its owner on create). */
  @Column({ name: 'deal_id', type: 'uuid' })
  dealId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  status: QuoteStatus;

  @Column({ name: 'total_amount', ...MONEY_COLUMN })
  totalAmount: number;

  /** A value (not a percentage) taken off the items' sum. */
  @Column({ ...MONEY_COLUMN })
  discount: number;

  /** A date-only input is the end of that day (23:59:59.000Z). */
  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
