import { defineCollection, idEquals } from '@bizapi/collections';
import { PROJECT_EPICS_CONTRACT } from '@bizapi/contracts';
import { ProjectEpicEntity } from './project-epic.entity';
import { toProjectEpicRecord } from './project-epic.mapper';

export const PROJECT_EPICS = defineCollection<ProjectEpicEntity>({
  contract: PROJECT_EPICS_CONTRACT,
  entity: ProjectEpicEntity,
  noun: 'project epic',
  toRecord: toProjectEpicRecord,
  filters: { projectId: idEquals('projectId') },
  references: { projectId: { collection: 'projects' } },
});
