import { PURCHASE_ORDERS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A purchase order to a supplier (a person), optionally for a project; its totalAmount is the sum of its items. */
@Entity({ name: 'purchase_orders' })
@Index('purchase_orders_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('purchase_orders')
@Index('purchase_orders_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('purchase_orders_company_supplier_idx', ['companyId', 'supplierId'], { where: 'is_active' })
@Index('purchase_orders_company_project_idx', ['companyId', 'projectId'], { where: 'is_active AND project_id IS NOT NULL' })
export class PurchaseOrderEntity extends DeclaredTable(PURCHASE_ORDERS_CONTRACT) {}
