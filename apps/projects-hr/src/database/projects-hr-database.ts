import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreateProjectsHr1763780000000 } from './migrations/1763780000000-create-projects-hr';

/** Projects, waves, epics, tasks, team members, employee profiles, timesheets: the `projects_hr` schema. */
export const PROJECTS_HR_DATABASE: ServiceDatabase = {
  schema: 'projects_hr',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [CreateProjectsHr1763780000000],
};
