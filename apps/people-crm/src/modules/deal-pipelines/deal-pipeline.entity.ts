import { DeactivatableRecord } from '@bizapi/collections';
import { Column, Entity, Index, Unique } from 'typeorm';

/** A sales pipeline: reference data seeded by the operator, read-only through the API. Its stages are DealStageEntity rows. */
@Entity({ name: 'deal_pipelines' })
@Index('deal_pipelines_company_name_idx', ['companyId', 'name'], { unique: true })
@Index('deal_pipelines_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('deal_pipelines_company_updated_idx', ['companyId', 'updatedAt', 'id'], { where: 'is_active' })
@Unique('deal_pipelines_company_id_key', ['companyId', 'id'])
export class DealPipelineEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The stages in their order, read with the pipeline (DEAL_PIPELINES.computed). */
  stages?: { id: string; name: string; order: number }[];
}
