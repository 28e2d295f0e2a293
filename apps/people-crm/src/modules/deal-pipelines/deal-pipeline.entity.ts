import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { DEAL_PIPELINES_CONTRACT } from '@bizapi/contracts';
import { Entity, Index } from 'typeorm';

/** A stage as a pipeline shows it. */
export interface PipelineStage {
  id: string;
  name: string;
  order: number;
}

/** A sales pipeline: reference data seeded by the operator, read-only through the API. Its stages are DealStageEntity rows. */
@Entity({ name: 'deal_pipelines' })
@Index('deal_pipelines_company_name_idx', ['companyId', 'name'], { unique: true })
@ListIndexes('deal_pipelines')
export class DealPipelineEntity extends DeclaredTable(DEAL_PIPELINES_CONTRACT) {
  /** The stages in their order, read with the pipeline (DEAL_PIPELINES.computed). */
  stages?: PipelineStage[];
}
