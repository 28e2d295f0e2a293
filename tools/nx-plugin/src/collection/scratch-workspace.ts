import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A copy of the workspace to run a generator in without touching the real one: the files git knows
 * (committed or not, ignored ones left out) and the build outputs, with their times kept so `tsc -b`
 * rebuilds only what the generator changed; `node_modules` holds links to the real packages, except
 * the workspace's own (`@bizapi/*`), which point into the copy.
 */
export function scratchWorkspace(root: string): string {
  const scratch = mkdtempSync(join(tmpdir(), 'bizapi-workspace-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  for (const path of listed.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, path))) continue; // deleted, not yet committed
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    cpSync(join(root, path), join(scratch, path), { preserveTimestamps: true, verbatimSymlinks: true });
  }
  for (const group of ['apps', 'libs', 'tools']) {
    for (const project of readdirSync(join(root, group))) {
      const dist = join(group, project, 'dist');
      if (existsSync(join(root, dist))) cpSync(join(root, dist), join(scratch, dist), { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    }
  }
  mkdirSync(join(scratch, 'node_modules/@bizapi'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@bizapi') symlinkSync(join(root, 'node_modules', name), join(scratch, 'node_modules', name));
  }
  for (const name of readdirSync(join(root, 'node_modules/@bizapi'))) {
    // `../../libs/contracts`: relative, so in the copy it names the copy's package.
    symlinkSync(readlinkSync(join(root, 'node_modules/@bizapi', name)), join(scratch, 'node_modules/@bizapi', name));
  }
  return scratch;
}
