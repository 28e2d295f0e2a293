import { DealPipelineEntity } from './deal-pipeline.entity';
import { toDealPipelineRecord } from './deal-pipeline.mapper';
import { DealStageEntity } from './deal-stage.entity';
import { PIPELINE_SEEDS } from './pipeline-seed';

const at = new Date('2026-03-01T12:00:00Z');
const stage = (id: string, name: string, position: number) =>
  Object.assign(new DealStageEntity(), { id, name, position, dealPipelineId: 'p', companyId: 'c', createdAt: at, updatedAt: at });

describe('deal pipeline record', () => {
  it('shows the stages, given in their order, as {id, name, order}', () => {
    const pipeline = Object.assign(new DealPipelineEntity(), {
      id: 'p',
      companyId: 'c',
      name: 'Sales',
      description: 'd',
      isActive: true,
      createdAt: at,
      updatedAt: at,
    });

    const record = toDealPipelineRecord(pipeline, [stage('s1', 'Lead in', 1), stage('s2', 'Won', 2)]);

    expect(record).toEqual({
      id: 'p',
      name: 'Sales',
      description: 'd',
      stages: [
        { id: 's1', name: 'Lead in', order: 1 },
        { id: 's2', name: 'Won', order: 2 },
      ],
      isActive: true,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('seeds at least two pipelines of several stages, with unique names', () => {
    expect(PIPELINE_SEEDS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(PIPELINE_SEEDS.map((seed) => seed.name)).size).toBe(PIPELINE_SEEDS.length);
    for (const seed of PIPELINE_SEEDS) expect(seed.stages.length).toBeGreaterThanOrEqual(4);
  });
});
