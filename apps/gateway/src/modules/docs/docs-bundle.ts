import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APP_DIRECTORY } from '../../app-directory';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * Where Scalar's standalone browser bundle is: in dist/assets where the build
 * copied it (scripts/copy-docs-assets.cjs; the only place in the production
 * image), else straight from node_modules (a development tree built by tsc alone).
 */
export function docsBundleLocation(): string | undefined {
  const copied = join(APP_DIRECTORY, 'assets', 'scalar-api-reference.js');
  if (existsSync(copied)) return copied;
  try {
    const installed = join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
    return existsSync(installed) ? installed : undefined;
  } catch {
    return undefined;
  }
}

let bundle: Buffer | null | undefined;

/** The bundle's bytes, read once (megabytes, served to every visitor); null when the build left it out. */
export function docsBundle(): Buffer | null {
  if (bundle === undefined) {
    const location = docsBundleLocation();
    bundle = location ? readFileSync(location) : null;
  }
  return bundle;
}

let compressed: Promise<Buffer | null> | undefined;

/**
 * The bundle gzipped (a fraction of its size), made once on the zlib thread pool so
 * the first visitor does not stall the event loop that serves the API.
 */
export function docsBundleGzipped(): Promise<Buffer | null> {
  const bytes = docsBundle();
  compressed ??= bytes ? promisify(gzip)(bytes, { level: 9 }) : Promise.resolve(null);
  return compressed;
}
