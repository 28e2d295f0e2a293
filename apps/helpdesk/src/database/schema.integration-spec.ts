import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { HELPDESK_DATABASE } from './helpdesk-database';

describe('helpdesk schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(HELPDESK_DATABASE))).resolves.toEqual([]);
  });
});
