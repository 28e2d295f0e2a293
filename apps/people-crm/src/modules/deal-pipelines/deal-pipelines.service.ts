import { CollectionKit, CollectionService, CollectionStore } from '@bizapi/collections';
import { isId, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DEAL_PIPELINES, DEAL_STAGES } from './deal-pipelines.collection';
import { DealStageEntity } from './deal-stage.entity';
import { PIPELINE_SEEDS } from './pipeline-seed';

/** Deal pipelines and stages: read-only reference data that deals are placed in. */
@Injectable()
export class DealPipelinesService extends CollectionService<DealPipelineEntity> {
  private readonly stages: CollectionStore<DealStageEntity>;

  constructor(kit: CollectionKit) {
    super(kit, DEAL_PIPELINES);
    this.stages = kit.store(DEAL_STAGES);
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
    return this.stages.find(companyId, id);
  }

  /** The operator's `seed`: the standard pipelines with their stages, once per company (a pipeline's name identifies it). */
  async seed(companyId: string): Promise<string[]> {
    return this.kit.transaction(async (manager) => {
      // Two seeds of one company at once take turns, so the second finds the first's pipelines.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('people-crm.seed'), hashtext($1))`, [companyId]);
      const ids: string[] = [];
      for (const seed of PIPELINE_SEEDS) {
        const [existing] = (await manager.query(`SELECT id FROM deal_pipelines WHERE company_id = $1 AND name = $2`, [companyId, seed.name])) as { id: string }[];
        if (existing) {
          ids.push(existing.id);
          continue;
        }
        const now = new Date();
        const pipeline = Object.assign(new DealPipelineEntity(), { id: newId(), companyId, name: seed.name, description: seed.description, isActive: true, createdAt: now, updatedAt: now });
        await this.store.insert(manager, pipeline);
        for (const [index, name] of seed.stages.entries()) {
          const stage = Object.assign(new DealStageEntity(), { id: newId(), companyId, dealPipelineId: pipeline.id, name, position: index + 1, createdAt: now, updatedAt: now });
          await this.stages.insert(manager, stage);
        }
        ids.push(pipeline.id);
      }
      return ids;
    });
  }
}
