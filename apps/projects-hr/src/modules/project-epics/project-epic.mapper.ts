import { formatApiDateTime } from '@bizapi/conventions';
import { ProjectEpicEntity } from './project-epic.entity';

export function toProjectEpicRecord(epic: ProjectEpicEntity) {
  return {
    id: epic.id,
    projectId: epic.projectId,
    title: epic.title,
    description: epic.description,
    color: epic.color,
    createdAt: formatApiDateTime(epic.createdAt),
  };
}
