import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES, OPTIONAL_CONFIG_VARIABLES, REPO_ROOT } from './deployment-contract';

describe('docs/operations/configure.md', () => {
  const operations = readFileSync(join(REPO_ROOT, 'docs/operations/configure.md'), 'utf8');

  it.each([...CONFIG_VARIABLES, ...OPTIONAL_CONFIG_VARIABLES])('has %s in its configuration table', (variable) => {
    expect(operations).toMatch(new RegExp(`^\\| \`${variable}\` \\|`, 'm'));
  });
});
