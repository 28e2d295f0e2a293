import { CollectionKit, CollectionService, WriteContext } from '@bizapi/collections';
import { ApiError, FieldError, ErrorCode } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { ProjectTaskEntity } from './project-task.entity';
import { PROJECT_TASKS } from './project-tasks.collection';

/**
 * Tasks of a project: created TO_DO, priority MEDIUM unless sent,
 * percentComplete 0. A wave or epic sent must be one of the task's own
 * project. Every task write that changes a status recomputes the project's
 * progress in its transaction, under the project's row lock (the kit's, by
 * the declared parent).
 */
@Injectable()
export class ProjectTasksService extends CollectionService<ProjectTaskEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_TASKS);
  }

  /** The wave and the epic (already checked to exist, and held) must belong to the task's project. */
  protected override async check(task: ProjectTaskEntity, { manager }: WriteContext): Promise<void> {
    const errors: FieldError[] = [];
    for (const [field, collection, noun] of [
      ['waveId', 'project-waves', 'wave'],
      ['epicId', 'project-epics', 'epic'],
    ] as const) {
      const id = task[field];
      if (!id) continue;
      const table = this.kit.registry.store(collection)?.table.name;
      const rows = (await manager.query(`SELECT project_id FROM ${table} WHERE company_id = $1 AND id = $2`, [task.companyId, id])) as {
        project_id: string;
      }[];
      if (rows[0]?.project_id !== task.projectId) errors.push({ field, message: `${field} must be the id of a ${noun} of the task's project` });
    }
    if (errors.length) throw new ApiError(ErrorCode.VALIDATION_ERROR, errors);
  }
}
