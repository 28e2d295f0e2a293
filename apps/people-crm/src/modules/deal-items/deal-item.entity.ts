import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN, QUANTITY_COLUMN, decimalTransformer } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';

/**
 * quantity x unitPrice reduced by the percentage discount, in PostgreSQL's
 * exact decimal arithmetic, rounded half away from zero to cents.
 */
const DEAL_ITEM_TOTAL_SQL = 'round(quantity * unit_price * (100 - discount) / 100, 2)';

/** A line of a deal. It lives and dies with its deal: deactivating a deal deactivates its items. */
@Entity({ name: 'deal_items' })
@Index('deal_items_company_deal_idx', ['companyId', 'dealId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('deal_items', { companyKey: false })
@ForeignKey(() => DealEntity, ['companyId', 'dealId'], ['companyId', 'id'], { name: 'deal_items_deal_fkey' })
export class DealItemEntity extends DeactivatableRecord {
  @Column({ name: 'deal_id', type: 'uuid' })
  dealId: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ ...QUANTITY_COLUMN, default: 1 })
  quantity: number;

  @Column({ name: 'unit_price', ...MONEY_COLUMN, default: 0 })
  unitPrice: number;

  /** A percentage, 0 to 100. */
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer, default: 0 })
  discount: number;

  /** Computed by PostgreSQL (a stored generated column); never written by the service. */
  @Column({ name: 'total_price', ...MONEY_COLUMN, generatedType: 'STORED', asExpression: DEAL_ITEM_TOTAL_SQL })
  totalPrice: number;
}
