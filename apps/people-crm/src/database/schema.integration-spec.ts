import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { PEOPLE_CRM_DATABASE } from './people-crm-database';

describe('people_crm schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(PEOPLE_CRM_DATABASE))).resolves.toEqual([]);
  });
});
