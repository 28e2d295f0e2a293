import { defineCollection, idEquals } from '@bizapi/collections';
import { PROJECT_WAVES_CONTRACT } from '@bizapi/contracts';
import { ProjectWaveEntity } from './project-wave.entity';
import { toProjectWaveRecord } from './project-wave.mapper';

export const PROJECT_WAVES = defineCollection<ProjectWaveEntity>({
  contract: PROJECT_WAVES_CONTRACT,
  entity: ProjectWaveEntity,
  noun: 'project wave',
  toRecord: toProjectWaveRecord,
  filters: { projectId: idEquals('projectId') },
  references: { projectId: { collection: 'projects' } },
});
