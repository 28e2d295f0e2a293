import { CollectionKit, CollectionService } from '@bizapi/collections';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { DealStageEntity } from './deal-stage.entity';
import { DEAL_STAGES } from './deal-stages.collection';

/** The stages of the deal pipelines: no API of their own (pipelines list them), placed by deals. */
@Injectable()
export class DealStagesService extends CollectionService<DealStageEntity> {
  constructor(kit: CollectionKit) {
    super(kit, DEAL_STAGES);
  }

  /** Where a new deal of the pipeline starts: the id of its stage of lowest order; null for a pipeline the company does not have. */
  async firstStageIdOf(companyId: string, pipelineId: string): Promise<string | null> {
    if (!isId(pipelineId)) return null;
    const [first] = (await this.kit.dataSource.manager.query(
      `SELECT id FROM deal_stages WHERE company_id = $1 AND deal_pipeline_id = $2 ORDER BY position LIMIT 1`,
      [companyId, pipelineId],
    )) as { id: string }[];
    return first?.id ?? null;
  }

  /** A stage of one of the company's pipelines, or null. */
  stage(companyId: string, id: string): Promise<DealStageEntity | null> {
    return this.store.find(companyId, id);
  }
}
