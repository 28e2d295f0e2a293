import { schemaDrift } from '@bizapi/testing';
import { WEBHOOKS_DATABASE } from './webhooks-database';

describe('webhooks schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(WEBHOOKS_DATABASE)).resolves.toEqual([]);
  });
});
