import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PROJECT_WAVES_CONTRACT } from '@bizapi/contracts';
import { ProjectWaveEntity } from './project-wave.entity';

export const PROJECT_WAVES = defineCollection<ProjectWaveEntity>({
  contract: PROJECT_WAVES_CONTRACT,
  entity: ProjectWaveEntity,
  noun: 'project wave',
  toRecord: recordMapper(PROJECT_WAVES_CONTRACT),
  filters: { projectId: idEquals('projectId') },
});
