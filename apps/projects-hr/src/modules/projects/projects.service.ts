import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateProjectDto } from './project.dto';
import { ProjectEntity } from './project.entity';
import { PROJECTS } from './projects.collection';

/**
 * Projects: created PLANNING with the next `PRJ-` code and progress 0.
 * progress is the share (percent, 2 decimals) of the project's tasks that
 * are DONE, recomputed under the project's row lock in the transaction of
 * every task write (PROJECT_PROGRESS, run by the kit).
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
}
