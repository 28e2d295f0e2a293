import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { DEALS_CONTRACT } from '@bizapi/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DealPipelineEntity } from '../deal-pipelines/deal-pipeline.entity';
import { DealStageEntity } from '../deal-stages/deal-stage.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'deals' })
@Index('deals_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('deals')
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('deals_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('deals_company_amount_idx', ['companyId', 'amount', 'id'], { where: 'is_active' })
@Index('deals_company_customer_idx', ['companyId', 'customerId'], { where: 'is_active' })
@Index('deals_company_pipeline_idx', ['companyId', 'dealPipelineId'], { where: 'is_active' })
@Index('deals_company_type_idx', ['companyId', 'dealType'], { where: 'is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'customerId'], ['companyId', 'id'], { name: 'deals_customer_fkey' })
@ForeignKey(() => DealPipelineEntity, ['companyId', 'dealPipelineId'], ['companyId', 'id'], { name: 'deals_deal_pipeline_fkey' })
@ForeignKey(() => DealStageEntity, ['companyId', 'dealStageId'], ['companyId', 'id'], { name: 'deals_deal_stage_fkey' })
export class DealEntity extends DeclaredTable(DEALS_CONTRACT) {}
