import * as CONTRACTS from '@bizapi/contracts';
import { ROUTES } from '@bizapi/contracts';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './deployment-contract';

// The layout of docs/architecture.md ("A service, file by file"), read from the files themselves: what
// each collection folder holds, where Nest modules live, and which folders import which.

const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const SOURCE = /\.(ts|js|cjs|mjs)$/;
const TEST = /\.(spec|integration-spec)\.ts$/;

/** Every source file below `dir` (repository-relative, `/`-separated), without builds and dependencies. */
export function sourceFiles(dir: string, root = REPO_ROOT): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path, root);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The `src/` folders of every app and lib. */
export function sourceRoots(root = REPO_ROOT): string[] {
  return ['apps', 'libs'].flatMap((group) =>
    readdirSync(join(root, group))
      .filter((name) => existsSync(join(root, group, name, 'src')))
      .map((name) => `${group}/${name}/src`),
  );
}

const read = (path: string, root: string) => readFileSync(join(root, path), 'utf8');

/** Collections with a POST or PUT route: the ones whose folder holds a `<noun>.dto.ts`. */
const WRITTEN = new Set(ROUTES.filter((route) => route.method === 'POST' || route.method === 'PUT').map((route) => route.collection));

/** Problems with the collection folders (one holding a `*.collection.ts`) and the Nest modules of `apps/<app>/src/modules`. */
export function layoutProblems(root = REPO_ROOT): string[] {
  const files = sourceRoots(root)
    .filter((dir) => dir.startsWith('apps/'))
    .flatMap((dir) => sourceFiles(`${dir}/modules`, root))
    .filter((path) => path.endsWith('.ts') && !TEST.test(path));
  const folders = new Map<string, string[]>();
  for (const path of files) folders.set(dirname(path), [...(folders.get(dirname(path)) ?? []), basename(path)]);
  const problems: string[] = [];
  for (const path of files) {
    const declarations = read(path, root).match(/\bdefineCollection\s*(<[^>]*>)?\s*\(/g)?.length ?? 0;
    if (declarations > 0 && !path.endsWith('.collection.ts')) problems.push(`${path}: a collection declared outside a *.collection.ts`);
    if (declarations > 1) problems.push(`${path}: ${declarations} collections declared; one folder, one collection`);
  }
  for (const path of files.filter((file) => /\/src\/modules\/[^/]+$/.test(file) && !file.endsWith('/domain-modules.ts'))) {
    problems.push(`${path}: the modules root holds domain-modules.ts only (what several collections share goes in modules/shared/)`);
  }
  for (const [folder, names] of folders) {
    if (names.some((name) => name.endsWith('.collection.ts'))) problems.push(...collectionFolderProblems(folder, names, root));
  }
  for (const path of files.filter((file) => file.endsWith('.module.ts'))) problems.push(...moduleProblems(path, root));
  return problems;
}

function collectionFolderProblems(folder: string, names: string[], root: string): string[] {
  const own = basename(folder);
  const problems: string[] = [];
  const declarations = names.filter((name) => name.endsWith('.collection.ts'));
  if (declarations.length !== 1 || declarations[0] !== `${own}.collection.ts`) {
    problems.push(`${folder}: holds ${declarations.join(', ')}; a collection folder holds one declaration, ${own}.collection.ts`);
    return problems;
  }
  for (const file of [`${own}.service.ts`, `${own}.module.ts`]) if (!names.includes(file)) problems.push(`${folder}: has no ${file}`);
  const entities = names.filter((name) => name.endsWith('.entity.ts'));
  const mappers = names.filter((name) => name.endsWith('.mapper.ts'));
  if (entities.length !== 1) problems.push(`${folder}: ${entities.length} *.entity.ts (${entities.join(', ')}); the layout has one`);
  const source = read(`${folder}/${own}.collection.ts`, root);
  const contract = /\bdefineCollection\b[\s\S]*?\bcontract:\s*([A-Z_]+_CONTRACT)\b/.exec(source)?.[1];
  const collection = collectionOfContract(contract);
  // A collection declared with fields has its write bodies and records from them: no DTO, a mapper only for what it computes.
  const declared = fieldsOfContract(contract);
  if (declared ? mappers.length > 1 : mappers.length !== 1) problems.push(`${folder}: ${mappers.length} *.mapper.ts (${mappers.join(', ')}); the layout has ${declared ? 'at most ' : ''}one`);
  const noun = entities.length === 1 ? entities[0].replace(/\.entity\.ts$/, '') : undefined;
  if (noun && mappers.length === 1 && mappers[0] !== `${noun}.mapper.ts`) problems.push(`${folder}: ${mappers[0]} beside ${noun}.entity.ts; the mapper is ${noun}.mapper.ts`);
  const dtos = names.filter((name) => name.endsWith('.dto.ts'));
  if (declared && dtos.length) problems.push(`${folder}: ${dtos.join(', ')} for ${collection}, whose write bodies come from its contract entry's fields`);
  if (!declared && collection && WRITTEN.has(collection) && (!noun || !dtos.includes(`${noun}.dto.ts`))) problems.push(`${folder}: ${collection} has writes but no ${noun ?? '<noun>'}.dto.ts`);
  if (!declared && collection && !WRITTEN.has(collection) && dtos.length) problems.push(`${folder}: ${dtos.join(', ')} for ${collection}, which has no writes`);
  if (/^\s*(export\s+)?(abstract\s+)?(class|(async\s+)?function)\s/m.test(source)) {
    problems.push(`${folder}/${own}.collection.ts: holds a class or function; it holds the declaration only (mapper, DTO and service have files of their own)`);
  }
  return problems;
}

/** Whether a contract entry named in a declaration declares its fields. */
function fieldsOfContract(name: string | undefined): boolean {
  const entry = name ? (CONTRACTS as unknown as Record<string, { fields?: unknown }>)[name] : undefined;
  return Boolean(entry?.fields);
}

/** The collection of a contract entry named in a declaration (`LEADS_CONTRACT` → `leads`). */
function collectionOfContract(name: string | undefined): string | undefined {
  const entry = name ? (CONTRACTS as unknown as Record<string, { collection?: unknown }>)[name] : undefined;
  return typeof entry?.collection === 'string' ? entry.collection : undefined;
}

function moduleProblems(path: string, root: string): string[] {
  const folder = dirname(path);
  const own = basename(folder);
  const problems: string[] = [];
  const registered = [...read(path, root).matchAll(/\bcollectionController\s*\(\s*([A-Z_]+)/g)].map((match) => match[1]);
  if (registered.length > 1) problems.push(`${path}: the Nest module of ${registered.length} collections (${registered.join(', ')}); one module per collection`);
  if (basename(path) !== `${own}.module.ts` || /\/src\/modules$/.test(folder)) {
    problems.push(`${path}: a Nest module outside its own folder (${basename(path).replace(/\.module\.ts$/, '')}/${basename(path)})`);
    return problems;
  }
  const declaration = `${folder}/${own}.collection.ts`;
  const declared = existsSync(join(root, declaration)) ? /export const ([A-Z_]+) = defineCollection/.exec(read(declaration, root))?.[1] : undefined;
  for (const name of registered) if (name !== declared) problems.push(`${path}: registers ${name}, which is not declared in ${declaration}`);
  return problems;
}

/** `a ⇄ b`: two folders that import each other, with one importing file of each side. */
export interface TwoWayPair {
  pair: string;
  files: [string, string];
}

/**
 * Folders whose files import each other through relative imports, over every app's and lib's
 * `src/`. A folder and one inside it are one unit (an index, a module or a registry that gathers
 * its subfolders, which use its common files), so only folders neither of which holds the other count.
 */
export function twoWayFolderPairs(root = REPO_ROOT): TwoWayPair[] {
  const edges = new Map<string, string>();
  for (const dir of sourceRoots(root)) {
    for (const path of sourceFiles(dir, root)) {
      for (const { fileName } of ts.preProcessFile(read(path, root), true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = resolve(root, dirname(path), fileName);
        const folder = relative(root, existsSync(target) && statSync(target).isDirectory() ? target : dirname(target)).split(sep).join('/');
        const from = dirname(path);
        if (folder !== from && !edges.has(`${from} → ${folder}`)) edges.set(`${from} → ${folder}`, path);
      }
    }
  }
  const pairs: TwoWayPair[] = [];
  for (const [edge, file] of edges) {
    const [from, to] = edge.split(' → ');
    const back = edges.get(`${to} → ${from}`);
    if (!back || from > to || contains(from, to) || contains(to, from)) continue;
    pairs.push({ pair: `${from} ⇄ ${to}`, files: [file, back] });
  }
  return pairs.sort((a, b) => a.pair.localeCompare(b.pair));
}

const contains = (outer: string, inner: string) => inner.startsWith(`${outer}/`);
