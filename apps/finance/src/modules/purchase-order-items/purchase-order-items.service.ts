import { CollectionKit, CollectionService, WriteContext } from '@bizapi/collections';
import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX } from '@bizapi/conventions';
import { postgresErrorCode } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { PurchaseOrdersService } from '../purchase-orders/purchase-orders.service';
import { CreatePurchaseOrderItemDto } from './purchase-order-item.dto';
import { PurchaseOrderItemEntity } from './purchase-order-item.entity';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items.collection';

/** SQLSTATE numeric_value_out_of_range. */
const NUMERIC_OUT_OF_RANGE = '22003';

/**
 * Lines of a purchase order. Each add recalculates the order's totalAmount
 * in the same transaction, under the order's row lock, so concurrent adds
 * to one order each see the others' committed items.
 */
@Injectable()
export class PurchaseOrderItemsService extends CollectionService<PurchaseOrderItemEntity, CreatePurchaseOrderItemDto> {
  constructor(
    kit: CollectionKit,
    private readonly orders: PurchaseOrdersService,
  ) {
    super(kit, PURCHASE_ORDER_ITEMS);
  }

  protected override async afterWrite(item: PurchaseOrderItemEntity, { manager }: WriteContext): Promise<void> {
    const table = this.orders.store.table;
    // FOR NO KEY UPDATE, not FOR UPDATE: the reference check holds the order FOR KEY SHARE, which
    // NO KEY UPDATE does not wait for, so two concurrent adds queue here instead of deadlocking.
    await manager.query(`SELECT 1 FROM ${table.name} WHERE company_id = $1 AND id = $2 FOR NO KEY UPDATE`, [item.companyId, item.purchaseOrderId]);
    // A statement of its own after the lock: READ COMMITTED gives it a snapshot with the items committed meanwhile.
    try {
      await manager.query(
        `UPDATE ${table.name} SET updated_at = now(), total_amount = (
           SELECT coalesce(sum(i.total_price), 0) FROM purchase_order_items i WHERE i.company_id = $1 AND i.purchase_order_id = $2 AND i.is_active
         ) WHERE company_id = $1 AND id = $2`,
        [item.companyId, item.purchaseOrderId],
      );
    } catch (error) {
      if (postgresErrorCode(error) === NUMERIC_OUT_OF_RANGE) throw ApiError.validation('totalPrice', `the order's totalAmount must not exceed ${MONEY_MAX}`);
      throw error;
    }
    const rows = (await manager.query(`SELECT ${table.selectList} FROM ${table.name} t WHERE t.company_id = $1 AND t.id = $2`, [
      item.companyId,
      item.purchaseOrderId,
    ])) as Record<string, unknown>[];
    await this.kit.outbox.append(manager, item.companyId, 'purchase_order.updated', this.orders.detail(table.hydrate(rows[0])));
  }
}
