import { toListEnvelope } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListDealPipelinesQuery } from './deal-pipeline.dto';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DealPipelineRecord, toDealPipelineRecord } from './deal-pipeline.mapper';
import { DealPipelinesRepository } from './deal-pipelines.repository';
import { DealStageEntity } from './deal-stage.entity';
import { PIPELINE_SEEDS } from './pipeline-seed';

/** Deal pipelines and stages: read-only reference data that deals are placed in. */
@Injectable()
export class DealPipelinesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pipelines: DealPipelinesRepository,
  ) {}

  async list(caller: RequestContext, query: ListDealPipelinesQuery): Promise<ListEnvelope<DealPipelineRecord>> {
    const [rows, total] = await this.pipelines.list(caller.companyId, query);
    const stages = await this.pipelines.stagesOf(caller.companyId, rows.map((pipeline) => pipeline.id));
    const records = rows.map((pipeline) =>
      toDealPipelineRecord(pipeline, stages.filter((stage) => stage.dealPipelineId === pipeline.id)),
    );
    return toListEnvelope(records, total, query);
  }

  async get(caller: RequestContext, id: string): Promise<DealPipelineRecord> {
    const pipeline = await this.require(caller.companyId, id);
    return toDealPipelineRecord(pipeline, await this.pipelines.stagesOf(caller.companyId, [id]));
  }

  /** An active pipeline of the company, or RESOURCE_NOT_FOUND naming `field`. */
  async require(companyId: string, id: string, field?: string): Promise<DealPipelineEntity> {
    const pipeline = await this.pipelines.findActive(companyId, id);
    if (!pipeline) throw ApiError.notFound(field, 'deal pipeline');
    return pipeline;
  }

  /** Where a new deal of the pipeline starts: its stage of lowest order. */
  async firstStage(companyId: string, pipeline: DealPipelineEntity, field: string): Promise<DealStageEntity> {
    const [first] = await this.pipelines.stagesOf(companyId, [pipeline.id]);
    if (!first) throw ApiError.validation(field, 'the deal pipeline has no stages');
    return first;
  }

  /**
   * A stage a deal of `pipelineId` may move to: one of the company's stages
   * (RESOURCE_NOT_FOUND otherwise) that belongs to that same pipeline.
   */
  async requireStageOf(companyId: string, pipelineId: string, stageId: string, field: string): Promise<DealStageEntity> {
    const stage = await this.pipelines.findStage(companyId, stageId);
    if (!stage) throw ApiError.notFound(field, 'deal stage');
    if (stage.dealPipelineId !== pipelineId) {
      throw ApiError.validation(field, 'the stage belongs to another pipeline than the deal');
    }
    return stage;
  }

  /** The operator's `seed`: the standard pipelines, once per company. */
  async seed(companyId: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const ids: string[] = [];
      for (const seed of PIPELINE_SEEDS) ids.push(await this.pipelines.seed(manager, companyId, seed));
      return ids;
    });
  }

  async deactivate(companyId: string, id: string): Promise<void> {
    if (!(await this.pipelines.deactivate(companyId, id))) throw ApiError.notFound('id', 'deal pipeline');
  }
}
