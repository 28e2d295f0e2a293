import { schemaDrift } from '@bizapi/testing';
import { PANEL_DATABASE } from './panel-database';

describe('panel schema', () => {
  it('matches the entities after the migrations ran', async () => {
    await expect(schemaDrift(PANEL_DATABASE)).resolves.toEqual([]);
  });
});
