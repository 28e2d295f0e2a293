import { CollectionKit, CollectionService, assignSent, sentFields } from '@bizapi/collections';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateProjectWaveDto, UpdateProjectWaveDto } from './project-wave.dto';
import { ProjectWaveEntity } from './project-wave.entity';
import { PROJECT_WAVES } from './project-waves.collection';

/** Waves of a project: created PLANNING; PUT changes title, dates and description; endDate never before startDate. */
@Injectable()
export class ProjectWavesService extends CollectionService<ProjectWaveEntity, CreateProjectWaveDto, UpdateProjectWaveDto> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_WAVES);
  }

  protected override build(input: CreateProjectWaveDto): Partial<ProjectWaveEntity> {
    const { startDate, endDate, ...fields } = input;
    return { description: null, ...sentFields(fields), status: 'PLANNING', startDate: parseApiDate(startDate), endDate: parseApiDate(endDate) };
  }

  protected override apply(wave: ProjectWaveEntity, input: UpdateProjectWaveDto): void {
    const { startDate, endDate, ...fields } = input;
    assignSent(wave, fields);
    if (startDate !== undefined) wave.startDate = parseApiDate(startDate);
    if (endDate !== undefined) wave.endDate = parseApiDate(endDate);
  }

  protected override check(wave: ProjectWaveEntity): void {
    assertNotBefore('endDate', wave.endDate, 'startDate', wave.startDate);
  }
}
