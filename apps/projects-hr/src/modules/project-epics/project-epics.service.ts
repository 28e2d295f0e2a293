import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { ProjectEpicEntity } from './project-epic.entity';
import { PROJECT_EPICS } from './project-epics.collection';

/** Epics of a project: title, description and a `#RRGGBB` color. */
@Injectable()
export class ProjectEpicsService extends CollectionService<ProjectEpicEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_EPICS);
  }
}
