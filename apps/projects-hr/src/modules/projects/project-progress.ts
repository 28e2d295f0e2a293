import type { Derivation } from '@bizapi/collections';
import type { ProjectEntity } from './project.entity';

/**
 * A project's progress: the share (percent, 2 decimals) of its tasks that
 * are DONE, 0 without tasks; recomputed by the kit under the project's row
 * lock by each task write that changes a status (see the tasks' parent).
 */
export const PROJECT_PROGRESS: Derivation<ProjectEntity> = {
  children: 'project-tasks',
  async compute(project, { children }) {
    const progress = await children.aggregate<number>(`COALESCE(round(100.0 * count(*) FILTER (WHERE status = 'DONE') / NULLIF(count(*), 0), 2), 0)::float8`);
    project.progress = Number(progress);
  },
};
