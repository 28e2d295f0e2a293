// Validates Kubernetes objects against the API schemas packaged by
// kubernetes-models. Input: a JSON array of objects on stdin. Output: a JSON
// array of {index, kind, name, errors}, one per object with a problem.
//
// A Node process of its own because kubernetes-models is ESM only, which the
// Jest runtime here (CommonJS through @swc/jest) cannot load; see kubernetes-schemas.ts.
import { text } from 'node:stream/consumers';

const objects = JSON.parse(await text(process.stdin));
const problems = [];
for (const [index, object] of objects.entries()) {
  const where = { index, kind: object?.kind, name: object?.metadata?.name };
  let models;
  try {
    // "v1" -> kubernetes-models/v1, "apps/v1" -> kubernetes-models/apps/v1
    models = await import(`kubernetes-models/${object.apiVersion}`);
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
