import { formatApiDateTime } from '@bizapi/conventions';
import { ProjectWaveEntity } from './project-wave.entity';

export function toProjectWaveRecord(wave: ProjectWaveEntity) {
  return {
    id: wave.id,
    projectId: wave.projectId,
    title: wave.title,
    description: wave.description,
    startDate: formatApiDateTime(wave.startDate),
    endDate: formatApiDateTime(wave.endDate),
    status: wave.status,
    createdAt: formatApiDateTime(wave.createdAt),
  };
}
