import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { PRIORITIES, PROJECT_TASKS_CONTRACT, TASK_STATUSES } from '@bizapi/contracts';
import { ProjectTaskEntity } from './project-task.entity';
import { toProjectTaskRecord } from './project-task.mapper';

export const PROJECT_TASKS = defineCollection<ProjectTaskEntity>({
  contract: PROJECT_TASKS_CONTRACT,
  entity: ProjectTaskEntity,
  noun: 'project task',
  toRecord: toProjectTaskRecord,
  filters: {
    projectId: idEquals('projectId'),
    waveId: idEquals('waveId'),
    epicId: idEquals('epicId'),
    assigneeId: idEquals('assigneeId'),
    status: equals('status', TASK_STATUSES),
    priority: equals('priority', PRIORITIES),
  },
  references: {
    projectId: { collection: 'projects' },
    waveId: { collection: 'project-waves' },
    epicId: { collection: 'project-epics' },
    assigneeId: { collection: 'company-users', nameProperty: 'assigneeName' },
  },
  // A write that changes a task's status (or project) locks the project and recomputes its progress (PROJECT_PROGRESS).
  parent: {
    collection: 'projects',
    key: 'projectId',
    deactivatedWithParent: false,
    locksParent: (task, before) => !before || before.status !== task.status || before.projectId !== task.projectId,
  },
});
