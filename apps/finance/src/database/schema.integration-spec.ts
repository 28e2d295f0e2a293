import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { FINANCE_DATABASE } from './finance-database';

describe('finance schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(FINANCE_DATABASE))).resolves.toEqual([]);
  });
});
