import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN, QUANTITY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { QuoteEntity } from '../quotes/quote.entity';

/** A line of a quote; every write of one recomputes its quote's totalAmount. */
@Entity({ name: 'quote_items' })
@Index('quote_items_company_quote_idx', ['companyId', 'quoteId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('quote_items', { companyKey: false })
@ForeignKey(() => QuoteEntity, ['companyId', 'quoteId'], ['companyId', 'id'], { name: 'quote_items_quote_fkey' })
export class QuoteItemEntity extends DeactivatableRecord {
  @Column({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ ...QUANTITY_COLUMN })
  quantity: number;

  @Column({ name: 'unit_price', ...MONEY_COLUMN })
  unitPrice: number;

  /** A value (not a percentage), at most quantity × unitPrice. */
  @Column({ ...MONEY_COLUMN })
  discount: number;

  /** quantity × unitPrice − discount, computed by the service (never sent). */
  @Column({ name: 'total_price', ...MONEY_COLUMN })
  totalPrice: number;
}
