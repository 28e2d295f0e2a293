import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/**
 * The release this process belongs to: the `version` of the workspace's root
 * package.json (the first one up from here that lists `workspaces`). The
 * image copies that manifest to /app/package.json, so a process started
 * without SERVICE_VERSION still reports the release it was built from, never
 * a constant that outlives it. `0.0.0` if no such manifest is found.
 */
export function releaseVersion(from: string = __dirname): string {
  if (cached !== undefined && from === __dirname) return cached;
  let version = '0.0.0';
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string; workspaces?: unknown };
      if (parsed.workspaces && parsed.version) {
        version = parsed.version;
        break;
      }
    }
    if (dirname(dir) === dir) break;
  }
  if (from === __dirname) cached = version;
  return version;
}
