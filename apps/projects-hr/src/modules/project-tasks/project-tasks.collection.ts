import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { PRIORITIES, PROJECT_TASKS_CONTRACT, TASK_STATUSES } from '@bizapi/contracts';
import { ProjectTaskEntity } from './project-task.entity';

export const PROJECT_TASKS = defineCollection<ProjectTaskEntity>({
  contract: PROJECT_TASKS_CONTRACT,
  entity: ProjectTaskEntity,
  noun: 'project task',
  toRecord: recordMapper(PROJECT_TASKS_CONTRACT),
  filters: {
    projectId: idEquals('projectId'),
    waveId: idEquals('waveId'),
    epicId: idEquals('epicId'),
    assigneeId: idEquals('assigneeId'),
    status: equals('status', TASK_STATUSES),
    priority: equals('priority', PRIORITIES),
  },
  // A write that changes a task's status (or project) locks the project and recomputes its progress (PROJECT_PROGRESS).
  parent: {
    collection: 'projects',
    key: 'projectId',
    deactivatedWithParent: false,
    locksParent: (task, before) => !before || before.status !== task.status || before.projectId !== task.projectId,
  },
});
