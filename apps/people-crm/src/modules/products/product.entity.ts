import { PRODUCTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

@Entity({ name: 'products' })
@ListIndexes('products')
// Built with name COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('products_company_name_idx', ['companyId', 'name', 'id'], { where: 'is_active' })
@Index('products_company_unit_price_idx', ['companyId', 'unitPrice', 'id'], { where: 'is_active' })
@Index('products_company_type_idx', ['companyId', 'type'], { where: 'is_active' })
@Index('products_company_code_idx', ['companyId', 'code'], { unique: true, where: 'is_active' })
export class ProductEntity extends DeclaredTable(PRODUCTS_CONTRACT) {}
