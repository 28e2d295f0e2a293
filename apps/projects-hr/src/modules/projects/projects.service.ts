import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { lockParent } from '../shared/row-lock';
import { CreateProjectDto } from './project.dto';
import { ProjectEntity } from './project.entity';
import { PROJECTS } from './projects.collection';

/**
 * Projects: created PLANNING with the next `PRJ-` code and progress 0.
 * progress is the share (percent, 2 decimals) of the project's tasks that
 * are DONE, recomputed under the project's row lock in the transaction of
 * every task write (see refreshProgress).
 */
@Injectable()
export class ProjectsService extends CollectionService<ProjectEntity, CreateProjectDto> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECTS);
  }

  protected override build(input: CreateProjectDto): Partial<ProjectEntity> {
    const { startDate, expectedEndDate, ...fields } = input;
    const project: Partial<ProjectEntity> = {
      description: null,
      businessUnitId: null,
      budget: null,
      ...sentFields(fields),
      status: 'PLANNING',
      progress: 0,
      startDate: parseApiDate(startDate),
      expectedEndDate: parseApiDate(expectedEndDate),
      endDate: null,
    };
    assertNotBefore('expectedEndDate', project.expectedEndDate, 'startDate', project.startDate);
    return project;
  }

  /**
   * Recomputes a project's progress from its tasks, in the caller's
   * transaction: the project row is locked first (FOR NO KEY UPDATE), so
   * concurrent task writes of one project recompute one after the other, each
   * counting the tasks the previous ones committed. A change is written and
   * emitted as project.updated; an unchanged progress writes nothing.
   */
  async refreshProgress(manager: EntityManager, companyId: string, projectId: string): Promise<void> {
    const project = await lockParent(manager, this.store, companyId, projectId);
    if (!project) return;
    const tasks = this.kit.registry.store('project-tasks');
    if (!tasks) throw new Error('project-tasks is not registered');
    const [{ progress }] = (await manager.query(
      `SELECT COALESCE(round(100.0 * count(*) FILTER (WHERE status = 'DONE') / NULLIF(count(*), 0), 2), 0)::float8 AS progress
       FROM ${tasks.table.name} WHERE company_id = $1 AND project_id = $2`,
      [companyId, projectId],
    )) as { progress: number }[];
    if (Number(progress) === project.progress) return;
    Object.assign(project, { progress: Number(progress), updatedAt: new Date() });
    await this.store.update(manager, project);
    await this.kit.outbox.append(manager, companyId, 'project.updated', this.detail(project));
  }
}
