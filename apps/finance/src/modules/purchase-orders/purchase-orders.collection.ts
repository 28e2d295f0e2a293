import { CollectionKit, CollectionService, assignSent, defineCollection, equals, idEquals, sentFields } from '@bizapi/collections';
import { PURCHASE_ORDER_STATUSES } from '@bizapi/contracts';
import type { RequestContext } from '@bizapi/contracts';
import { ApiDate, EnumValue, LONG_TEXT_MAX, Nullable, Optional, Required, Text, formatApiDateTime, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { PurchaseOrderStatus } from '../finance-enums';
import { PurchaseOrderEntity } from './purchase-order.entity';

/** A PurchaseOrder as lists return it. */
export function toPurchaseOrderRecord(order: PurchaseOrderEntity) {
  return {
    id: order.id,
    code: order.code,
    title: order.title,
    supplierId: order.supplierId,
    supplierName: order.supplierName ?? null,
    projectId: order.projectId,
    status: order.status,
    totalAmount: order.totalAmount,
    expectedDeliveryDate: formatApiDateTime(order.expectedDeliveryDate),
    isActive: order.isActive,
    createdAt: formatApiDateTime(order.createdAt),
    updatedAt: formatApiDateTime(order.updatedAt),
  };
}

/** As get, create, update and events return it: with the description. */
export function toPurchaseOrderDetail(order: PurchaseOrderEntity) {
  return { ...toPurchaseOrderRecord(order), description: order.description };
}

export const PURCHASE_ORDERS = defineCollection<PurchaseOrderEntity>({
  collection: 'purchase-orders',
  entity: PurchaseOrderEntity,
  noun: 'purchase order',
  toRecord: toPurchaseOrderRecord,
  toDetail: toPurchaseOrderDetail,
  filters: { status: equals('status', PURCHASE_ORDER_STATUSES), supplierId: idEquals('supplierId'), projectId: idEquals('projectId') },
  references: {
    supplierId: { collection: 'persons', nameProperty: 'supplierName' },
    projectId: { collection: 'projects' },
  },
  events: { created: 'purchase_order.created', updated: 'purchase_order.updated' },
  code: { prefix: 'PO' },
  nameProperty: 'title',
});

/** Every order starts DRAFT with totalAmount 0 and a generated code: none of them is a field of the body. */
export class CreatePurchaseOrderDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() supplierId: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
}

/**
 * PUT is partial: the spec's fields, and `status` (the spec's "an update that
 * carries a status sets the record to the value sent").
 */
export class UpdatePurchaseOrderDto {
  @Optional() @Text(255) title?: string;
  @Optional() @IsString() supplierId?: string;
  @Nullable() @IsString() projectId?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @ApiDate() expectedDeliveryDate?: string | null;
  @Optional() @EnumValue(PURCHASE_ORDER_STATUSES) status?: PurchaseOrderStatus;
}

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
