import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';

/** A sales pipeline: reference data seeded by the operator, read-only through the API. Its stages are DealStageEntity rows. */
@Entity({ name: 'deal_pipelines' })
@Index('deal_pipelines_company_name_idx', ['companyId', 'name'], { unique: true })
@ListIndexes('deal_pipelines')
export class DealPipelineEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The stages in their order, read with the pipeline (DEAL_PIPELINES.computed). */
  stages?: { id: string; name: string; order: number }[];
}
