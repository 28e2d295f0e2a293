import { QUOTES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

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
export class QuoteEntity extends DeclaredTable(QUOTES_CONTRACT) {}
