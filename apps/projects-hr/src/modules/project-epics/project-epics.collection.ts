import { defineCollection, idEquals } from '@bizapi/collections';
import { ProjectEpicEntity } from './project-epic.entity';
import { toProjectEpicRecord } from './project-epic.mapper';

export const PROJECT_EPICS = defineCollection<ProjectEpicEntity>({
  collection: 'project-epics',
  entity: ProjectEpicEntity,
  noun: 'project epic',
  toRecord: toProjectEpicRecord,
  filters: { projectId: idEquals('projectId') },
  references: { projectId: { collection: 'projects' } },
  events: { created: 'project.epic_created', updated: 'project.epic_updated' },
  nameProperty: 'title',
});
