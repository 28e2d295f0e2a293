import { CollectionKit, CollectionService, assignSent, sentFields } from '@bizapi/collections';
import type { RequestContext } from '@bizapi/contracts';
import { parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreatePurchaseOrderDto, UpdatePurchaseOrderDto } from './purchase-order.dto';
import { PurchaseOrderEntity } from './purchase-order.entity';
import { PURCHASE_ORDERS } from './purchase-orders.collection';

@Injectable()
export class PurchaseOrdersService extends CollectionService<PurchaseOrderEntity, CreatePurchaseOrderDto, UpdatePurchaseOrderDto> {
  constructor(kit: CollectionKit) {
    super(kit, PURCHASE_ORDERS);
  }

  protected override build(input: CreatePurchaseOrderDto, _caller: RequestContext): Partial<PurchaseOrderEntity> {
    const { expectedDeliveryDate, ...fields } = input;
    return {
      projectId: null,
      description: null,
      ...sentFields(fields),
      expectedDeliveryDate: parseApiDate(expectedDeliveryDate),
      status: 'DRAFT',
      totalAmount: 0,
    };
  }

  protected override apply(order: PurchaseOrderEntity, input: UpdatePurchaseOrderDto): void {
    const { expectedDeliveryDate, ...fields } = input;
    assignSent(order, fields);
    if (expectedDeliveryDate !== undefined) order.expectedDeliveryDate = parseApiDate(expectedDeliveryDate);
  }
}
