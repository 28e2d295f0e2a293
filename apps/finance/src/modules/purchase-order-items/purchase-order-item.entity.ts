import { PURCHASE_ORDER_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { PurchaseOrderEntity } from '../purchase-orders/purchase-order.entity';

/** quantity x unitPrice in PostgreSQL's exact decimal arithmetic, rounded half away from zero to cents. */
export const ITEM_TOTAL_SQL = 'round(quantity * unit_price, 2)';

/** A line of a purchase order; each write recalculates the order's totalAmount. */
@Entity({ name: 'purchase_order_items' })
@Index('purchase_order_items_company_order_idx', ['companyId', 'purchaseOrderId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('purchase_order_items', { companyKey: false })
@ForeignKey(() => PurchaseOrderEntity, ['companyId', 'purchaseOrderId'], ['companyId', 'id'], { name: 'purchase_order_items_order_fkey' })
export class PurchaseOrderItemEntity extends DeclaredTable(PURCHASE_ORDER_ITEMS_CONTRACT) {}
