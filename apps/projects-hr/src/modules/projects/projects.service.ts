import { CollectionKit, CollectionService } from '@bizapi/collections';
import { assertNotBefore } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { ProjectEntity } from './project.entity';
import { PROJECTS } from './projects.collection';

/**
 * Projects: created PLANNING with the next `PRJ-` code and progress 0.
 * progress is the share (percent, 2 decimals) of the project's tasks that
 * are DONE, recomputed under the project's row lock in the transaction of
 * every task write (PROJECT_PROGRESS, run by the kit).
 */
@Injectable()
export class ProjectsService extends CollectionService<ProjectEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECTS);
  }

  protected override check(project: ProjectEntity): void {
    assertNotBefore('expectedEndDate', project.expectedEndDate, 'startDate', project.startDate);
  }
}
