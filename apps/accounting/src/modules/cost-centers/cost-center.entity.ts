import { COST_CENTERS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A cost center (centro de custo): finance's provisioning points to one. */
@Entity({ name: 'cost_centers' })
@Index('cost_centers_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('cost_centers')
export class CostCenterEntity extends DeclaredTable(COST_CENTERS_CONTRACT) {}
