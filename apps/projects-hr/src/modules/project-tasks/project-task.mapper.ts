import { formatApiDateTime } from '@bizapi/conventions';
import { ProjectTaskEntity } from './project-task.entity';

export function toProjectTaskRecord(task: ProjectTaskEntity) {
  return {
    id: task.id,
    projectId: task.projectId,
    waveId: task.waveId,
    epicId: task.epicId,
    title: task.title,
    description: task.description,
    assigneeId: task.assigneeId,
    assigneeName: task.assigneeId ? (task.assigneeName ?? null) : null,
    priority: task.priority,
    status: task.status,
    percentComplete: task.percentComplete,
    estimatedHours: task.estimatedHours,
    dueDate: formatApiDateTime(task.dueDate),
    createdAt: formatApiDateTime(task.createdAt),
  };
}
