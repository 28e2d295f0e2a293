import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { ProductType } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';

@Entity({ name: 'products' })
@ListIndexes('products')
// Built with name COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('products_company_name_idx', ['companyId', 'name', 'id'], { where: 'is_active' })
@Index('products_company_unit_price_idx', ['companyId', 'unitPrice', 'id'], { where: 'is_active' })
@Index('products_company_type_idx', ['companyId', 'type'], { where: 'is_active' })
@Index('products_company_code_idx', ['companyId', 'code'], { unique: true, where: 'is_active' })
export class ProductEntity extends DeactivatableRecord {
  /** Sent by the client or generated (`PRD-000001`); unique among the company's active products. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  type: ProductType;

  @Column({ name: 'unit_price', ...MONEY_COLUMN })
  unitPrice: number;

  @Column({ name: 'cost_price', ...MONEY_COLUMN, nullable: true })
  costPrice: number | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  unit: string | null;
}
