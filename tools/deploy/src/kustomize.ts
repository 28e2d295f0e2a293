import { spawnSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { K8sObject } from './k8s-types';

/** `kubectl kustomize <dir>` (offline), parsed into objects. Throws with kubectl's message on failure. */
export function renderKustomization(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cannot run kubectl (is it on PATH?): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${result.stderr}`);
  return parseYamlStream(result.stdout);
}

export function parseYamlStream(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length) throw new Error(document.errors.map((error) => error.message).join('\n'));
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}
