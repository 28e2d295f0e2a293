import { PageQuery, pageOffset } from '@bizapi/conventions';
import { isId, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DealStageEntity } from './deal-stage.entity';
import { PipelineSeed } from './pipeline-seed';

/** Queries of pipelines and their stages, scoped to a company. */
@Injectable()
export class DealPipelinesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findActive(companyId: string, id: string): Promise<DealPipelineEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.dataSource.manager.findOneBy(DealPipelineEntity, { companyId, id, isActive: true });
  }

  /** Pipelines in the order they were set up (the seed's order), as CRMs show them. */
  list(companyId: string, query: PageQuery): Promise<[DealPipelineEntity[], number]> {
    return this.dataSource.manager.findAndCount(DealPipelineEntity, {
      where: { companyId, isActive: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: pageOffset(query),
      take: query.limit,
    });
  }

  /** The stages of the pipelines, ordered by position (the mapper relies on it). */
  stagesOf(companyId: string, pipelineIds: string[]): Promise<DealStageEntity[]> {
    if (!pipelineIds.length) return Promise.resolve([]);
    return this.dataSource.manager.find(DealStageEntity, {
      where: { companyId, dealPipelineId: In(pipelineIds) },
      order: { position: 'ASC' },
    });
  }

  /** A stage of one of the company's pipelines (active or not). */
  findStage(companyId: string, id: string): Promise<DealStageEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.dataSource.manager.findOneBy(DealStageEntity, { companyId, id });
  }

  /** Inserts the pipeline and its stages unless the company has one of that name; its id either way. */
  async seed(manager: EntityManager, companyId: string, seed: PipelineSeed): Promise<string> {
    const inserted = (await manager.query(
      `INSERT INTO deal_pipelines (id, company_id, name, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, name) DO NOTHING RETURNING id`,
      [newId(), companyId, seed.name, seed.description],
    )) as { id: string }[];
    if (!inserted.length) {
      const existing = await manager.findOneByOrFail(DealPipelineEntity, { companyId, name: seed.name });
      return existing.id;
    }
    const pipelineId = inserted[0].id;
    const now = new Date();
    await manager.insert(
      DealStageEntity,
      seed.stages.map((name, index) => ({
        id: newId(),
        companyId,
        dealPipelineId: pipelineId,
        name,
        position: index + 1,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return pipelineId;
  }

  async deactivate(companyId: string, id: string): Promise<boolean> {
    if (!isId(id)) return false;
    const result = await this.dataSource.manager.update(
      DealPipelineEntity,
      { companyId, id, isActive: true },
      { isActive: false, updatedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }
}
