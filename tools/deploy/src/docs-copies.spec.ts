import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';

/**
 * The specification and the design contract live outside this repository, in
 * `../shared/`, next to the clone on the machines the project is developed on.
 * A reader who cloned only this repository reads the copies under docs/, so the
 * copies must stay what the originals say: where `../shared/` is there, each
 * copy equals its original byte for byte (copy it again when it changes);
 * where it is not, each copy is there and not empty.
 */
const COPIES = [
  { copy: 'docs/spec/external-api-v1.md', original: '../shared/spec/external-api-v1.md' },
  { copy: 'docs/design/architecture-contract.md', original: '../shared/design/ARCHITECTURE.md' },
];

describe('the in-repository copies of the specification and the design contract', () => {
  it.each(COPIES)('$copy is $original', ({ copy, original }) => {
    const copied = readFileSync(join(REPO_ROOT, copy), 'utf8');
    expect(copied.trim().length).toBeGreaterThan(0);
    const source = join(REPO_ROOT, original);
    if (existsSync(source)) expect(copied).toBe(readFileSync(source, 'utf8'));
  });
});
