#!/usr/bin/env node
// Bundles each app's tsc output (apps/<app>/dist/start.js and everything it requires from dist and
// node_modules) into one CommonJS file, apps/<app>/dist/main.js: the file `npm start`, the test
// stack, the images and the manifests run. Loading the app's files one by one (resolution, reads,
// and Nest 12's ES modules through require) was most of an app's start (docs/benchmarks.md,
// "npm start"). Run by `npm run build` and by the launcher after tsc.
//
//   node tools/bundle/bundle-apps.mjs [app...]   (default: the apps whose bundle is older than a
//                                                 compile of theirs or of a lib; --all: every one)
import { APPS, staleBundles } from '@bizapi/launcher';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build, stop } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The launcher's list of the system's processes (the admin CLI, a short-lived command, is not bundled).
export const BUNDLED_APPS = APPS.map((app) => app.name);

/**
 * Left to Node's own require at run time, from node_modules:
 * - pg (and what it loads): OpenTelemetry's pg instrumentation patches it through require hooks
 *   (libs/runtime/src/tracing/tracing.ts); the SDK itself is required only when tracing is on.
 * - pino and its transports: thread-stream starts worker threads from files of its own.
 * - @node-rs/argon2: a native binding.
 */
const EXTERNAL = ['pg', 'pg-*', 'pgpass', '@opentelemetry/*', 'pino', 'pino-*', 'thread-stream', 'sonic-boom', '@node-rs/*'];

/** Optional packages Nest and TypeORM load only when a feature asks (kafkajs, @fastify/static, mysql...): not installed, so left as run-time requires that fail as they did before. */
const notInstalledStaysExternal = {
  name: 'not-installed-stays-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path, importer, resolveDir }) => {
      if (path.startsWith('node:')) return undefined;
      try {
        createRequire(importer || join(resolveDir, 'x.js')).resolve(path);
        return undefined;
      } catch {
        return { path, external: true };
      }
    });
  },
};

/**
 * Nest 12's ES modules reach optional packages through `createRequire(import.meta.url)` and
 * `import.meta.resolve`, which a CommonJS bundle has no value for: read as the bundle's own
 * `require`, the packages are bundled (typeorm, @nats-io/transport-node) or still required at run
 * time. Terminus's `loadPackage` imports `@nestjs/typeorm` by a computed name: named here so it is
 * the bundled copy (another copy would have another DataSource token).
 */
const nestImportMeta = {
  name: 'nest-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /node_modules[\\/]@nestjs[\\/].*\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replace(/const require = createRequire\(import\.meta\.url\);/g, '')
        .replace(/createRequire\(import\.meta\.url\)/g, 'require')
        .replace(/import\.meta\.resolve\(/g, 'require.resolve(')
        .replace(/import\.meta\.dirname/g, '__dirname')
        .replace(
          'const pkg = await import(packageName);',
          "const pkg = await ({ '@nestjs/typeorm': () => import('@nestjs/typeorm'), typeorm: () => import('typeorm') }[packageName] ?? (() => import(packageName)))();",
        );
      if (/import\.meta\.(url|dirname|filename)|import\.meta\.resolve\(/.test(contents)) throw new Error(`${path}: an import.meta use the bundle does not handle`);
      return { contents, loader: 'js' };
    });
  },
};

/** nats-core's parser with a split message read into one buffer of its size (nats-message-buffer.cjs). */
const natsMessageBufferSized = {
  name: 'nats-message-buffer-sized',
  setup(builder) {
    const { sizeMessageBuffer } = createRequire(import.meta.url)('./nats-message-buffer.cjs');
    builder.onLoad({ filter: /node_modules[\\/]@nats-io[\\/]nats-core[\\/]lib[\\/]parser\.js$/ }, async ({ path }) => ({
      contents: sizeMessageBuffer(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
  },
};

/**
 * Writes the bundle with every character outside ASCII as a `\uXXXX` escape. V8 keeps each script's
 * source for as long as the process runs (lazy compilation, `Function.prototype.toString`), and a
 * source with a single character past Latin-1 is kept two bytes a character: esbuild escapes strings
 * and names but leaves comments and regular expressions as they are (validator's alphabets, libphonenumber's
 * comments, our panel's "·"), so each bundle took twice its size of every process's heap
 * (docs/benchmarks-history.md, "Resident memory"). An escape means the
 * same in each of those places (a comment, a regular expression with or without the `u` flag, a
 * string, an identifier, a template's cooked text); only a template's raw text (`String.raw`) would
 * read it differently, and no bundle has such a template with one. Returns, per line, the columns
 * (UTF-16, as source maps count them) where a character was escaped, for the map.
 */
function escapeNonAscii(code) {
  // Cases an escape would change: a line separator (in a comment it ends the comment) and an escaped
  // character (`\é` would become `\\u00e9`). No bundle has one; should one come, the build says so.
  const unhandled = /[\u2028\u2029]|\\[^\x00-\x7f]/.exec(code);
  if (unhandled) throw new Error(`a bundle has ${JSON.stringify(unhandled[0])} at ${unhandled.index}: escapeNonAscii does not handle it`);
  const escapedAt = [];
  const lines = code.split('\n').map((line, index) => {
    if (!/[^\x00-\x7f]/.test(line)) return line;
    const columns = [];
    const text = line.replace(/[^\x00-\x7f]/g, (char, column) => {
      columns.push(column);
      return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
    escapedAt[index] = columns;
    return text;
  });
  return { code: lines.join('\n'), escapedAt };
}

/** A generated column after the escapes of its line: each escaped character became six. */
function shiftedColumn(column, escapedColumns = []) {
  let shift = 0;
  for (const escaped of escapedColumns) if (escaped < column) shift += 5;
  return column + shift;
}

/**
 * Keeps in an app's map what maps to our own code (apps/ and libs/, through tsc's maps) and only the
 * start of each line of node_modules' code. The
 * tests' processes run with --enable-source-maps, and Node parses the whole map the first time an
 * error's stack is read: with the 2,000-odd files of node_modules in it, the first error a process
 * logged stalled it past the requests' liveness window on a busy machine (the chaos suite's
 * PostgreSQL fault answered 504s for it; docs/benchmarks.md, "Smaller figures behind the code").
 * A frame in node_modules then names the package's file and line, not its column.
 * Columns move past the characters escapeNonAscii wrote as escapes.
 */
async function trimSourceMap(file, escapedAt) {
  const map = JSON.parse(await readFile(file, 'utf8'));
  const ours = map.sources.map((source) => !source.includes('node_modules'));
  // Every segment of our code; of node_modules' code, each line's first, so that its frames still name
  // the package's file and line (without one, a frame would take the nearest mapping before it: ours).
  const lines = decode(map.mappings).map((segments, line) =>
    segments
      .filter((segment, index) => segment.length > 1 && (ours[segment[1]] || index === 0))
      .map(([column, ...rest]) => [shiftedColumn(column, escapedAt[line]), ...rest]),
  );
  await writeFile(file, JSON.stringify({ ...map, mappings: encode(lines) }));
}

export async function bundleApps(apps = BUNDLED_APPS) {
  await Promise.all(
    apps.map(async (app) => {
      await build({
        absWorkingDir: ROOT,
        entryPoints: [`apps/${app}/dist/start.js`],
        outfile: `apps/${app}/dist/main.js`,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        external: EXTERNAL,
        plugins: [notInstalledStaysExternal, nestImportMeta, natsMessageBufferSized],
        // Nest and TypeORM read class and function names (tokens, logs, entity metadata).
        keepNames: true,
        // Maps to the TypeScript through tsc's maps, for `--enable-source-maps` (the tests' processes);
        // without the sources' text, which a stack trace does not read.
        sourcemap: true,
        sourcesContent: false,
        logLevel: 'error',
      });
      const bundle = join(ROOT, `apps/${app}/dist/main.js`);
      const { code, escapedAt } = escapeNonAscii(await readFile(bundle, 'utf8'));
      await writeFile(bundle, code);
      await trimSourceMap(`${bundle}.map`, escapedAt);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  const apps = process.argv.slice(2).filter((arg) => arg !== '--all');
  const unknown = apps.filter((app) => !BUNDLED_APPS.includes(app));
  if (unknown.length) {
    console.error(`not a bundled app: ${unknown.join(', ')} (${BUNDLED_APPS.join(', ')})`);
    process.exit(2);
  }
  // Bundling costs CPU seconds an app (esbuild, source map included): `npm run build` with nothing compiled bundles nothing.
  await bundleApps(apps.length ? apps : all ? BUNDLED_APPS : staleBundles());
  // Ends esbuild's service process and waits for it (its CPU then counts as this command's).
  await stop();
}
