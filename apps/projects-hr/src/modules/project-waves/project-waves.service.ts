import { CollectionKit, CollectionService } from '@bizapi/collections';
import { assertNotBefore } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { ProjectWaveEntity } from './project-wave.entity';
import { PROJECT_WAVES } from './project-waves.collection';

/** Waves of a project: created PLANNING; PUT changes title, dates and description; endDate never before startDate. */
@Injectable()
export class ProjectWavesService extends CollectionService<ProjectWaveEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_WAVES);
  }

  protected override check(wave: ProjectWaveEntity): void {
    assertNotBefore('endDate', wave.endDate, 'startDate', wave.startDate);
  }
}
