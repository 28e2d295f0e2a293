import { BUSINESS_UNITS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A business unit (unidade de negócio): projects point to one. */
@Entity({ name: 'business_units' })
@Index('business_units_company_name_idx', ['companyId', 'name'], { unique: true })
@ListIndexes('business_units')
export class BusinessUnitEntity extends DeclaredTable(BUSINESS_UNITS_CONTRACT) {}
