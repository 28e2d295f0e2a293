import { defineCollection, detailMapper, equals, idEquals, recordMapper, textSearch } from '@bizapi/collections';
import { PROJECTS_CONTRACT, PROJECT_STATUSES } from '@bizapi/contracts';
import { PROJECT_PROGRESS } from './project-progress';
import { ProjectEntity } from './project.entity';

export const PROJECTS = defineCollection<ProjectEntity>({
  contract: PROJECTS_CONTRACT,
  entity: ProjectEntity,
  noun: 'project',
  toRecord: recordMapper(PROJECTS_CONTRACT),
  toDetail: detailMapper(PROJECTS_CONTRACT),
  filters: {
    search: textSearch(['title']),
    responsibleId: idEquals('responsibleId'),
    businessUnitId: idEquals('businessUnitId'),
    status: equals('status', PROJECT_STATUSES),
  },
  orderBy: {
    title: { property: 'title', humanText: true },
    // Projects without a start date come last in either order.
    startDate: { property: 'startDate', nullable: true },
  },
  derive: PROJECT_PROGRESS,
});
