import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const versionOf = (path: string) => (JSON.parse(read(path)) as { version: string }).version;

interface Release {
  version: string;
  date: string;
  sections: string[];
}

/** The releases of CHANGELOG.md, newest first, as Keep a Changelog writes them (`## [x.y.z] - YYYY-MM-DD`). */
function releases(changelog: string): Release[] {
  return changelog
    .split(/^## /m)
    .slice(1)
    .filter((block) => !block.startsWith('[Unreleased]'))
    .map((block) => {
      const heading = /^\[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}(?:-\d{2})?)\n/.exec(block);
      if (!heading) throw new Error(`CHANGELOG.md: "## ${block.split('\n')[0]}" is not "## [x.y.z] - YYYY-MM-DD"`);
      return { version: heading[1], date: heading[2], sections: [...block.matchAll(/^### (.+)$/gm)].map((match) => match[1]) };
    });
}

const parts = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  const differing = x.findIndex((part, index) => part !== y[index]);
  return differing >= 0 && x[differing] > y[differing];
};

/**
 * The API's version is written once, in CHANGELOG.md: the OpenAPI
 * document's info.version, the client package's version and the
 * workspace's are its latest release.
 */
describe('the version (CHANGELOG.md)', () => {
  const changelog = read('CHANGELOG.md');
  const listed = releases(changelog);
  const latest = listed[0].version;

  it('lists [Unreleased] first, then releases newest first, each with a date and Keep a Changelog sections only', () => {
    expect(changelog.indexOf('## [Unreleased]')).toBe(changelog.indexOf('## '));
    for (let index = 1; index < listed.length; index++) expect(newer(listed[index - 1].version, listed[index].version)).toBe(true);
    for (let index = 1; index < listed.length; index++) expect(listed[index - 1].date >= listed[index].date).toBe(true);
    const kinds = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
    expect(listed.flatMap((release) => release.sections).filter((section) => !kinds.includes(section))).toEqual([]);
    expect(listed.map((release) => release.version)).toEqual(expect.arrayContaining(['1.0.0', '1.1.0']));
  });

  it('removes nothing within a major version (the path is /external/v1)', () => {
    expect(listed.every((release) => release.version.startsWith('1.'))).toBe(true);
    expect(listed.filter((release) => release.sections.includes('Removed')).map((release) => release.version)).toEqual([]);
  });

  it('is the OpenAPI info.version, the client package version and the workspace version', () => {
    expect({
      'docs/openapi.json': (JSON.parse(read('docs/openapi.json')) as { info: { version: string } }).info.version,
      'libs/client/package.json': versionOf('libs/client/package.json'),
      'package.json': versionOf('package.json'),
    }).toEqual({ 'docs/openapi.json': latest, 'libs/client/package.json': latest, 'package.json': latest });
  });
});
