import { withRuntimeTables } from '@bizapi/runtime';
import { schemaDrift } from '@bizapi/testing';
import { SALES_CONTRACTS_DATABASE } from './sales-contracts-database';

describe('sales-contracts schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(withRuntimeTables(SALES_CONTRACTS_DATABASE))).resolves.toEqual([]);
  });
});
