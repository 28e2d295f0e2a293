import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';
import { K8sObject } from './k8s-types';

/** `kubectl kustomize <dir>` (offline), parsed into objects. Throws with kubectl's message on failure. */
export function renderKustomization(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cannot run kubectl (is it on PATH?): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${result.stderr}`);
  return parseYamlStream(result.stdout);
}

/**
 * An overlay with optional components added, as a platform team's own
 * overlay would add them (`resources: [<overlay>]`, `components: [...]`),
 * rendered in the overlay's namespace (a component adds its objects where it
 * is listed). kustomize takes relative paths only, hence the temporary folder.
 */
export function renderWithComponents(overlay: string, components: string[], namespace: string): K8sObject[] {
  const dir = mkdtempSync(join(tmpdir(), 'bizapi-kustomize-'));
  try {
    const list = (paths: string[]) => paths.map((path) => `  - ${relative(dir, path)}`).join('\n');
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${namespace}\nresources:\n${list([overlay])}\ncomponents:\n${list(components)}\n`,
    );
    return renderKustomization(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An overlay of `k8s` (e.g. `overlays/production`) rendered with components
 * listed in its own `components:` (e.g. `components/migrations-job`), in a
 * copy of the folder: a component listed there gets the overlay's namespace,
 * pinned images and hashed ConfigMap names on the objects it adds. `extra`
 * adds the overlay's own generated ConfigMaps (and the files they read), as a
 * platform team's overlay would.
 */
export function renderOverlayWithComponents(
  k8s: string,
  overlay: string,
  components: string[],
  extra: { configMapGenerator?: object[]; files?: Record<string, string> } = {},
): K8sObject[] {
  const copy = mkdtempSync(join(tmpdir(), 'bizapi-k8s-'));
  try {
    cpSync(k8s, copy, { recursive: true });
    const file = join(copy, overlay, 'kustomization.yaml');
    const document = parseDocument(readFileSync(file, 'utf8'));
    const { components: listed = [], configMapGenerator = [] } = document.toJS() as { components?: string[]; configMapGenerator?: object[] };
    document.set('components', [...listed, ...components.map((component) => relative(join(copy, overlay), join(copy, component)))]);
    if (extra.configMapGenerator) document.set('configMapGenerator', [...configMapGenerator, ...extra.configMapGenerator]);
    for (const [name, text] of Object.entries(extra.files ?? {})) writeFileSync(join(copy, overlay, name), text);
    writeFileSync(file, document.toString());
    return renderKustomization(join(copy, overlay));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export function parseYamlStream(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length) throw new Error(document.errors.map((error) => error.message).join('\n'));
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}
