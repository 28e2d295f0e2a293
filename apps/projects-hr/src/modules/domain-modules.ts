import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { EMPLOYEE_PROFILES } from './employee-profiles/employee-profiles.collection';
import { EmployeeProfilesModule } from './employee-profiles/employee-profiles.module';
import { PROJECT_EPICS } from './project-epics/project-epics.collection';
import { ProjectEpicsModule } from './project-epics/project-epics.module';
import { PROJECT_TASKS } from './project-tasks/project-tasks.collection';
import { ProjectTasksModule } from './project-tasks/project-tasks.module';
import { PROJECT_TEAM_MEMBERS } from './project-team-members/project-team-members.collection';
import { ProjectTeamMembersModule } from './project-team-members/project-team-members.module';
import { PROJECT_WAVES } from './project-waves/project-waves.collection';
import { ProjectWavesModule } from './project-waves/project-waves.module';
import { PROJECTS } from './projects/projects.collection';
import { ProjectsModule } from './projects/projects.module';
import { TIMESHEET_ENTRIES } from './timesheet-entries/timesheet-entries.collection';
import { TimesheetEntriesModule } from './timesheet-entries/timesheet-entries.module';
import { TIMESHEET_PERIODS } from './timesheet-periods/timesheet-periods.collection';
import { TimesheetPeriodsModule } from './timesheet-periods/timesheet-periods.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: ProjectsModule, collections: [PROJECTS] },
  { module: ProjectWavesModule, collections: [PROJECT_WAVES] },
  { module: ProjectEpicsModule, collections: [PROJECT_EPICS] },
  { module: ProjectTasksModule, collections: [PROJECT_TASKS] },
  { module: ProjectTeamMembersModule, collections: [PROJECT_TEAM_MEMBERS] },
  { module: EmployeeProfilesModule, collections: [EMPLOYEE_PROFILES] },
  { module: TimesheetPeriodsModule, collections: [TIMESHEET_PERIODS] },
  { module: TimesheetEntriesModule, collections: [TIMESHEET_ENTRIES] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
