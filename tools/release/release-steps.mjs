// The edits a release makes, as functions of text (tools/release/release.mjs
// applies them; tools/deploy/src/release.spec.ts tests them).
import { parseDocument } from 'yaml';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The newest release heading of a Keep a Changelog file (`## [1.2.0] - 2026-11-25`). */
export function latestRelease(changelog) {
  return /^## \[(\d+\.\d+\.\d+)\] - /m.exec(changelog)?.[1];
}

/** Whether `next` is a version after `current` (Semantic Versioning, no pre-releases). */
export function isNewer(next, current) {
  const [a, b] = [SEMVER.exec(next), SEMVER.exec(current)];
  if (!a || !b) return false;
  for (let index = 1; index <= 3; index++) {
    if (Number(a[index]) !== Number(b[index])) return Number(a[index]) > Number(b[index]);
  }
  return false;
}

/**
 * CHANGELOG.md with its [Unreleased] entries moved under `## [version] - date`
 * and an empty [Unreleased] above them. Throws when there is nothing to release
 * or the version does not come after the last one.
 */
export function cutChangelog(changelog, version, date) {
  if (!SEMVER.test(version)) throw new Error(`${version} is not a version (MAJOR.MINOR.PATCH)`);
  const latest = latestRelease(changelog);
  if (latest && !isNewer(version, latest)) throw new Error(`${version} does not come after the last release, ${latest}`);
  const start = changelog.indexOf('## [Unreleased]');
  if (start < 0) throw new Error('CHANGELOG.md has no "## [Unreleased]" section');
  const bodyStart = changelog.indexOf('\n', start) + 1;
  const next = changelog.indexOf('\n## ', bodyStart);
  const body = changelog.slice(bodyStart, next < 0 ? undefined : next + 1);
  if (!/^### /m.test(body)) throw new Error('nothing to release: [Unreleased] lists no change');
  return `${changelog.slice(0, bodyStart)}\n## [${version}] - ${date}\n${body.replace(/^\n+/, '\n')}${next < 0 ? '' : changelog.slice(next + 1)}`;
}

/** A kustomization with every image of ours (`bizapi/…`) at tag `version`; the rest as it was. */
export function setImageTags(kustomization, version) {
  const document = parseDocument(kustomization);
  const images = document.get('images');
  if (!images) throw new Error('the kustomization lists no images');
  for (const image of images.items) {
    if (String(image.get('name')).startsWith('bizapi/')) image.set('newTag', version);
  }
  return document.toString();
}

/** The tag of each of our images in a kustomization (name → tag). */
export function imageTags(kustomization) {
  const images = parseDocument(kustomization).toJS().images ?? [];
  return Object.fromEntries(images.filter((image) => image.name.startsWith('bizapi/')).map((image) => [image.name, image.newTag]));
}
