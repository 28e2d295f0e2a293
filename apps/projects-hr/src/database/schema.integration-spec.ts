import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { PROJECTS_HR_DATABASE } from './projects-hr-database';

describe('projects-hr schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(PROJECTS_HR_DATABASE))).resolves.toEqual([]);
  });
});
