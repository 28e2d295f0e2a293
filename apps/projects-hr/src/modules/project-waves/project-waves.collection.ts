import { defineCollection, idEquals } from '@bizapi/collections';
import { ProjectWaveEntity } from './project-wave.entity';
import { toProjectWaveRecord } from './project-wave.mapper';

export const PROJECT_WAVES = defineCollection<ProjectWaveEntity>({
  collection: 'project-waves',
  entity: ProjectWaveEntity,
  noun: 'project wave',
  toRecord: toProjectWaveRecord,
  filters: { projectId: idEquals('projectId') },
  references: { projectId: { collection: 'projects' } },
  events: { created: 'project.wave_created', updated: 'project.wave_updated' },
  nameProperty: 'title',
});
