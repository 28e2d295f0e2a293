import { MONEY_COLUMN, QUANTITY_COLUMN, decimalTransformer } from '@bizapi/runtime';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';

/**
 * quantity x unitPrice reduced by the percentage discount, in PostgreSQL's
 * exact decimal arithmetic, rounded half away from zero to cents.
 */
const DEAL_ITEM_TOTAL_SQL = 'round(quantity * unit_price * (100 - discount) / 100, 2)';

/** A line of a deal. It lives and dies with its deal: an inactive deal hides its items. */
@Entity({ name: 'deal_items' })
@Index('deal_items_company_deal_idx', ['companyId', 'dealId', 'createdAt', 'id'], { where: 'is_active' })
export class DealItemEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'deal_id', type: 'uuid' })
  dealId: string;

  @ManyToOne(() => DealEntity)
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'deal_items_deal_id_fkey' })
  deal?: DealEntity;

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

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
