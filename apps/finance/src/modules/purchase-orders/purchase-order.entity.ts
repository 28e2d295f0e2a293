import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';
import { PurchaseOrderStatus } from '../shared/finance-enums';

/** A purchase order to a supplier (a person), optionally for a project; its totalAmount is the sum of its items. */
@Entity({ name: 'purchase_orders' })
@Index('purchase_orders_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('purchase_orders')
@Index('purchase_orders_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('purchase_orders_company_supplier_idx', ['companyId', 'supplierId'], { where: 'is_active' })
@Index('purchase_orders_company_project_idx', ['companyId', 'projectId'], { where: 'is_active AND project_id IS NOT NULL' })
export class PurchaseOrderEntity extends DeactivatableRecord {
  /** `PO-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'supplier_id', type: 'uuid' })
  supplierId: string;

  supplierName?: string | null;

  /** A project of projects-hr (checked there at write time). */
  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId: string | null;

  @Column({ type: 'text' })
  status: PurchaseOrderStatus;

  /** The sum of its items' totalPrice, kept by each item write under the order's row lock. */
  @Column({ name: 'total_amount', ...MONEY_COLUMN, default: 0 })
  totalAmount: number;

  @Column({ name: 'expected_delivery_date', type: 'timestamptz', nullable: true })
  expectedDeliveryDate: Date | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
