import { CollectionKit } from '@bizapi/collections';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { DealPipelineEntity } from '../deal-pipelines/deal-pipeline.entity';
import { DealPipelinesService } from '../deal-pipelines/deal-pipelines.service';
import { PIPELINE_SEEDS } from '../deal-pipelines/pipeline-seed';
import { DealStageEntity } from '../deal-stages/deal-stage.entity';
import { DealStagesService } from '../deal-stages/deal-stages.service';

/** The operator's `seed` of people-crm: the deal pipelines with their stages. */
@Injectable()
export class PipelineSeeder {
  constructor(
    private readonly kit: CollectionKit,
    private readonly pipelines: DealPipelinesService,
    private readonly stages: DealStagesService,
  ) {}

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
        await this.pipelines.store.insert(manager, pipeline);
        for (const [index, name] of seed.stages.entries()) {
          const stage = Object.assign(new DealStageEntity(), { id: newId(), companyId, dealPipelineId: pipeline.id, name, position: index + 1, createdAt: now, updatedAt: now });
          await this.stages.store.insert(manager, stage);
        }
        ids.push(pipeline.id);
      }
      return ids;
    });
  }
}
