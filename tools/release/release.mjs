#!/usr/bin/env node
// `npm run release -- X.Y.Z`: cuts release X.Y.Z (docs/operations/release.md).
// CHANGELOG.md's [Unreleased] becomes [X.Y.Z] with today's date; the workspace,
// the client package and the lock take the version; the production overlay and
// the operator CLI's Job deploy the images tagged X.Y.Z; the OpenAPI document
// (info.version) and the client's types are regenerated; the version checks run.
// Then it prints what to commit, tag, build and push. It commits nothing itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cutChangelog, setImageTags } from './release-steps.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const OVERLAYS = ['k8s/overlays/production/kustomization.yaml', 'k8s/admin-cli/kustomization.yaml'];
const APPS = ['gateway', 'people-crm', 'webhooks', 'accounting', 'sales-contracts', 'finance', 'projects-hr', 'helpdesk', 'admin-cli'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function main() {
  const version = process.argv[2];
  if (!version || process.argv.length > 3) {
    process.stderr.write('usage: npm run release -- X.Y.Z\n');
    process.exit(2);
  }
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (dirty) throw new Error(`commit or stash your changes first:\n${dirty}`);

  const date = new Date().toISOString().slice(0, 10);
  const changelog = join(ROOT, 'CHANGELOG.md');
  writeFileSync(changelog, cutChangelog(readFileSync(changelog, 'utf8'), version, date));
  // npm writes package.json and package-lock.json together; --allow-same-version: a re-run after a failed check.
  run('npm', ['version', version, '--no-git-tag-version', '--allow-same-version', '--workspaces-update=false']);
  run('npm', ['version', version, '--no-git-tag-version', '--allow-same-version', '--workspace', '@bizapi/client']);
  for (const file of OVERLAYS) writeFileSync(join(ROOT, file), setImageTags(readFileSync(join(ROOT, file), 'utf8'), version));
  // info.version comes from CHANGELOG.md; the client's types from the document.
  run('npm', ['run', '-s', 'openapi']);
  run(process.execPath, [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    'libs/client/src/version.spec.ts',
    'tools/deploy/src/release.spec.ts',
    'tools/openapi/src/openapi-document.spec.ts',
  ]);

  const tag = `v${version}`;
  process.stdout.write(
    [
      '',
      `Release ${version} is ready. Review, commit, tag and push:`,
      '',
      `  git diff --stat`,
      `  git commit -am "release: ${version}"`,
      `  git tag -a ${tag} -m "${version}"`,
      `  git push origin HEAD ${tag}`,
      '',
      `Build and push the images (CI does this for the tag):`,
      '',
      ...APPS.map((app) => `  docker build -f docker/Dockerfile --build-arg APP=${app} --build-arg VERSION=${version} -t registry.example.com/bizapi/${app}:${version} . && docker push registry.example.com/bizapi/${app}:${version}`),
      '',
      `Then pin each image by its digest (docs/operations/release.md, "Pinning images by digest"), and attach the client:`,
      '',
      `  npm pack --workspace @bizapi/client     # bizapi-client-${version}.tgz, for the release's assets`,
      '',
    ].join('\n'),
  );
}

try {
  main();
} catch (error) {
  process.stderr.write(`release: ${error.message}\n`);
  process.exit(1);
}
