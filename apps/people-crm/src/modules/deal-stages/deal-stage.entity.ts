import { TenantRecord } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { DealPipelineEntity } from '../deal-pipelines/deal-pipeline.entity';

/** A stage of a pipeline; `position` is the API's `order` (1 is where new deals start). */
@Entity({ name: 'deal_stages' })
@Index('deal_stages_company_pipeline_position_idx', ['companyId', 'dealPipelineId', 'position'], { unique: true })
@Unique('deal_stages_company_id_key', ['companyId', 'id'])
@ForeignKey(() => DealPipelineEntity, ['companyId', 'dealPipelineId'], ['companyId', 'id'], { name: 'deal_stages_deal_pipeline_fkey' })
export class DealStageEntity extends TenantRecord {
  @Column({ name: 'deal_pipeline_id', type: 'uuid' })
  dealPipelineId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer' })
  position: number;
}
