import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { K8sObject } from './k8s-types';

/**
 * Every object checked against the Kubernetes API schemas (kubernetes-models
 * + @kubernetes-models/validate): types, required fields, enums. Returns one
 * line per problem. The schemas allow unknown fields, so a misspelt field is
 * caught by the operator checks (manifest-checks.ts), not here.
 */
export function schemaProblems(objects: K8sObject[]): string[] {
  const result = spawnSync(process.execPath, [join(__dirname, 'validate-schemas.mjs')], {
    input: JSON.stringify(objects.map(withUnwrappedSecretData)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`schema validation did not run:\n${result.stderr}`);
  const problems = JSON.parse(result.stdout) as { kind: string; name: string; errors: string[] }[];
  return problems.flatMap(({ kind, name, errors }) => errors.map((error) => `${kind} ${name}: ${error}`));
}

/**
 * kustomize wraps base64 Secret data at 76 columns; the API server ignores
 * those newlines (Go's base64 decoder does), the schema's `byte` format does not.
 */
function withUnwrappedSecretData(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, String(value).replace(/\s+/g, '')]));
  return { ...object, data };
}
