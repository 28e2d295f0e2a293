// Validates Kubernetes objects against the API schemas packaged by
// kubernetes-models, and the custom resources the manifests use against the
// CRD schemas of @kubernetes-models/{prometheus-operator,keda,gateway-api}. Input: a JSON array of objects on stdin. Output: a JSON
// array of {index, kind, name, errors}, one per object with a problem.
//
// A Node process of its own because kubernetes-models is ESM only, which the
// Jest runtime here (CommonJS through @swc/jest) cannot load; see kubernetes-schemas.ts.
import { text } from 'node:stream/consumers';

/** API group -> the package of its CRD models; any other group is Kubernetes' own (kubernetes-models). */
const CRD_PACKAGES = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'keda.sh': '@kubernetes-models/keda',
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api',
};

const objects = JSON.parse(await text(process.stdin));
const problems = [];
for (const [index, object] of objects.entries()) {
  const where = { index, kind: object?.kind, name: object?.metadata?.name };
  let models;
  try {
    // "v1" -> kubernetes-models/v1, "apps/v1" -> kubernetes-models/apps/v1,
    // "keda.sh/v1alpha1" -> @kubernetes-models/keda/keda.sh/v1alpha1
    const group = String(object.apiVersion).includes('/') ? object.apiVersion.split('/')[0] : '';
    models = await import(`${CRD_PACKAGES[group] ?? 'kubernetes-models'}/${object.apiVersion}`);
  } catch {
    problems.push({ ...where, errors: [`no schema for apiVersion ${object?.apiVersion}`] });
    continue;
  }
  const Model = models[object.kind];
  if (typeof Model !== 'function') {
    problems.push({ ...where, errors: [`no schema for ${object.apiVersion} ${object.kind}`] });
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    const errors = Array.isArray(error?.errors)
      ? error.errors.map((entry) => `${entry.instancePath || '/'} ${entry.message}`)
      : [String(error?.message ?? error)];
    problems.push({ ...where, errors });
  }
}
process.stdout.write(JSON.stringify(problems));
