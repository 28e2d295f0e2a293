import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CreateProjectEpicDto, UpdateProjectEpicDto } from './project-epic.dto';
import { ProjectEpicEntity } from './project-epic.entity';
import { PROJECT_EPICS } from './project-epics.collection';

/** Epics of a project: title, description and a `#RRGGBB` color. */
@Injectable()
export class ProjectEpicsService extends CollectionService<ProjectEpicEntity, CreateProjectEpicDto, UpdateProjectEpicDto> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_EPICS);
  }

  protected override build(input: CreateProjectEpicDto): Partial<ProjectEpicEntity> {
    return { description: null, color: null, ...sentFields(input) };
  }
}
