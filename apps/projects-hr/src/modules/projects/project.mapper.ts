import { formatApiDateTime } from '@bizapi/conventions';
import { ProjectEntity } from './project.entity';

/** A Project as lists return it. */
export function toProjectRecord(project: ProjectEntity) {
  return {
    id: project.id,
    code: project.code,
    title: project.title,
    description: project.description,
    responsibleId: project.responsibleId,
    responsibleName: project.responsibleName ?? null,
    businessUnitId: project.businessUnitId,
    businessUnitName: project.businessUnitId ? (project.businessUnitName ?? null) : null,
    status: project.status,
    startDate: formatApiDateTime(project.startDate),
    expectedEndDate: formatApiDateTime(project.expectedEndDate),
    endDate: formatApiDateTime(project.endDate),
    progress: project.progress,
    isActive: project.isActive,
    createdAt: formatApiDateTime(project.createdAt),
    updatedAt: formatApiDateTime(project.updatedAt),
  };
}

/** A Project as get and create return it (and events carry it): the record with budget. */
export function toProjectDetail(project: ProjectEntity) {
  return { ...toProjectRecord(project), budget: project.budget };
}
