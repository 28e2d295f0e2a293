import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PROJECT_EPICS_CONTRACT } from '@bizapi/contracts';
import { ProjectEpicEntity } from './project-epic.entity';

export const PROJECT_EPICS = defineCollection<ProjectEpicEntity>({
  contract: PROJECT_EPICS_CONTRACT,
  entity: ProjectEpicEntity,
  noun: 'project epic',
  toRecord: recordMapper(PROJECT_EPICS_CONTRACT),
  filters: { projectId: idEquals('projectId') },
});
