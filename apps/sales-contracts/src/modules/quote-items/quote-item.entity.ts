import { QUOTE_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { QuoteEntity } from '../quotes/quote.entity';

/** A line of a quote; every write of one recomputes its quote's totalAmount. */
@Entity({ name: 'quote_items' })
@Index('quote_items_company_quote_idx', ['companyId', 'quoteId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('quote_items', { companyKey: false })
@ForeignKey(() => QuoteEntity, ['companyId', 'quoteId'], ['companyId', 'id'], { name: 'quote_items_quote_fkey' })
export class QuoteItemEntity extends DeclaredTable(QUOTE_ITEMS_CONTRACT) {}
