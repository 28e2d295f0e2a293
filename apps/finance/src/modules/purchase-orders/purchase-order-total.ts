import type { Derivation } from '@bizapi/collections';
import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX } from '@bizapi/conventions';
import type { PurchaseOrderEntity } from './purchase-order.entity';

/**
 * A purchase order's totalAmount: Σ totalPrice of its active items, summed by
 * PostgreSQL. Every item write updates the order and emits
 * purchase_order.updated, even when the total stays (an item of 0), as the
 * order has always done.
 */
export const PURCHASE_ORDER_TOTAL: Derivation<PurchaseOrderEntity> = {
  children: 'purchase-order-items',
  alwaysUpdated: true,
  async compute(order, { children }) {
    const total = Number(await children.aggregate<string>('coalesce(sum(total_price), 0)'));
    if (total > MONEY_MAX) throw ApiError.validation('totalPrice', `the order's totalAmount must not exceed ${MONEY_MAX}`);
    order.totalAmount = total;
  },
};
