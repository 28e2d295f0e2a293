import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { ACCOUNTING_DATABASE } from './accounting-database';

describe('accounting schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(ACCOUNTING_DATABASE))).resolves.toEqual([]);
  });
});
