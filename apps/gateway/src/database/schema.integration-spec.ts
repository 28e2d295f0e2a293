import { schemaDrift } from '@bizapi/testing';
import { IAM_DATABASE } from './iam-database';

describe('iam schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(IAM_DATABASE)).resolves.toEqual([]);
  });
});
