import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the release tool's pure steps, tested where the deploy files are
import { cutChangelog, imageTags, isNewer, latestRelease, setImageTags } from '../../release/release-steps.mjs';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const RELEASE = latestRelease(read('CHANGELOG.md')) as string;

/**
 * One version everywhere (docs/operations/release.md): the latest release of
 * CHANGELOG.md is what production deploys and what the operator's Job runs. The
 * OpenAPI document, the client and the workspace are held to it by
 * libs/client/src/version.spec.ts.
 */
describe('the release the deploy files name', () => {
  it.each(['k8s/overlays/production/kustomization.yaml', 'k8s/admin-cli/kustomization.yaml'])('%s deploys every image at the release', (file) => {
    const tags = imageTags(read(file));
    expect(Object.keys(tags).length).toBeGreaterThan(0);
    expect(Object.entries(tags).filter(([, tag]) => tag !== RELEASE)).toEqual([]);
  });

  it('runs the same servers in compose and in the local overlay', () => {
    const images = (text: string) => [...text.matchAll(/^\s*image: ((?:postgres|nats|valkey\/valkey|redis):\S+)$/gm)].map((match) => match[1]).sort();
    expect(images(read('docker/compose.yaml'))).toEqual(images(read('k8s/overlays/local/infra.yaml')));
    expect(images(read('docker/compose.yaml'))).toHaveLength(3);
  });
});

describe('the release steps (npm run release -- X.Y.Z)', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '### Added',
    '',
    '- Bulk imports.',
    '',
    '## [1.2.0] - 2026-11-25',
    '',
    '### Added',
    '',
    '- The panel.',
    '',
  ].join('\n');

  it('moves [Unreleased] under the new version with its date, leaving an empty [Unreleased] first', () => {
    const cut = cutChangelog(changelog, '1.3.0', '2026-12-07');
    expect(cut).toBe(
      ['# Changelog', '', '## [Unreleased]', '', '## [1.3.0] - 2026-12-07', '', '### Added', '', '- Bulk imports.', '', '## [1.2.0] - 2026-11-25', '', '### Added', '', '- The panel.', ''].join('\n'),
    );
    expect(latestRelease(cut)).toBe('1.3.0');
  });

  it.each([
    ['a version that does not come after the last', '1.2.0', /does not come after the last release, 1\.2\.0/],
    ['an older one', '1.1.9', /does not come after/],
    ['something that is not a version', 'v1.3', /is not a version/],
  ])('refuses %s', (_case, version, reason) => {
    expect(() => cutChangelog(changelog, version, '2026-12-07')).toThrow(reason);
  });

  it('refuses to release nothing', () => {
    expect(() => cutChangelog(cutChangelog(changelog, '1.3.0', '2026-12-07'), '1.3.1', '2026-12-08')).toThrow(/nothing to release/);
  });

  it('orders versions by number, not text', () => {
    expect([isNewer('1.10.0', '1.9.9'), isNewer('2.0.0', '1.99.99'), isNewer('1.2.0', '1.2.0'), isNewer('1.2.0', '1.10.0')]).toEqual([true, true, false, false]);
  });

  it("sets every one of our images' tag, and leaves the rest of the kustomization as it was", () => {
    const kustomization = read('k8s/overlays/production/kustomization.yaml');
    const released = setImageTags(kustomization, '9.8.7');
    expect(new Set(Object.values(imageTags(released)))).toEqual(new Set(['9.8.7']));
    expect(released.replace(/newTag: .*/g, '')).toBe(kustomization.replace(/newTag: .*/g, ''));
  });
});
