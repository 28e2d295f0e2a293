import { defineCollection, equals, idEquals, textSearch } from '@bizapi/collections';
import { PROJECTS_CONTRACT, PROJECT_STATUSES } from '@bizapi/contracts';
import { PROJECT_PROGRESS } from './project-progress';
import { ProjectEntity } from './project.entity';
import { toProjectDetail, toProjectRecord } from './project.mapper';

export const PROJECTS = defineCollection<ProjectEntity>({
  contract: PROJECTS_CONTRACT,
  entity: ProjectEntity,
  noun: 'project',
  toRecord: toProjectRecord,
  toDetail: toProjectDetail,
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
  references: {
    responsibleId: { collection: 'company-users', nameProperty: 'responsibleName' },
    businessUnitId: { collection: 'business-units', nameProperty: 'businessUnitName' },
  },
  code: { prefix: 'PRJ' },
  derive: PROJECT_PROGRESS,
});
