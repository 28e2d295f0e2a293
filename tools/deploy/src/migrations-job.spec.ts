import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps, migrateCommandOf } from './deployment-contract';
import { K8sObject, podTemplateOf } from './k8s-types';
import { schemaProblems } from './kubernetes-schemas';
import { renderOverlayWithComponents } from './kustomize';
import { checkManifests } from './manifest-checks';
import { runsCommand } from './migration-job-checks';
import { egressPorts } from './network-policy';

/**
 * k8s/components/migrations-job: migrations as a Job per app instead of init
 * containers, listed in each overlay's `components:` as a team would list it;
 * rendered, checked against the Kubernetes API schemas and the operator checks
 * (which then want a Job, and no init container).
 */
const apps = longRunningApps();
const COMPONENT = 'components/migrations-job';
const overlays = {
  production: renderOverlayWithComponents(join(REPO_ROOT, 'k8s'), 'overlays/production', [COMPONENT]),
  local: renderOverlayWithComponents(join(REPO_ROOT, 'k8s'), 'overlays/local', [COMPONENT]),
};

/** The object found, or the test fails here (the unbroken overlays guarantee these shapes). */
function found(object: K8sObject | undefined, what: string): K8sObject {
  if (!object) throw new Error(`${what} not rendered`);
  return object;
}
const deployment = (objects: K8sObject[], app: string) =>
  found(
    objects.find((object) => object.kind === 'Deployment' && object.metadata.name === app),
    `Deployment ${app}`,
  );
const migrationJob = (objects: K8sObject[], app: string) =>
  found(
    objects.find((object) => object.kind === 'Job' && (podTemplateOf(object)?.spec.containers ?? []).some((c) => runsCommand(c, migrateCommandOf(app)))),
    `migrate Job of ${app}`,
  );

describe.each(Object.entries(overlays))('k8s/overlays/%s + components/migrations-job', (overlay, objects) => {
  it('validates against the Kubernetes API schemas', () => {
    expect(schemaProblems(objects)).toEqual([]);
  });

  it('meets what operators rely on, with a migrate Job per app instead of init containers', () => {
    expect(checkManifests(objects, { apps, production: overlay === 'production', migrations: 'job' })).toEqual([]);
  });

  it.each(apps)('runs %s migrations in a Job of the same image and namespace, and no longer in its pods', (app) => {
    const job = migrationJob(objects, app);
    const pod = deployment(objects, app).spec.template.spec;
    expect(pod.initContainers ?? []).toEqual([]);
    expect(job.metadata.name).toBe(`${app}-migrate`);
    expect(job.metadata.namespace).toBe(deployment(objects, app).metadata.namespace);
    expect(job.spec.template.spec.containers[0].image).toBe(pod.containers[0].image);
    // The ConfigMap the app reads (its hashed name), so the Job sees the same settings.
    expect(job.spec.template.spec.containers[0].envFrom).toEqual(pod.containers[0].envFrom);
  });

  it.each(apps)("lets %s's migrate Job out to Postgres (and DNS) only", (app) => {
    expect(egressPorts(objects, migrationJob(objects, app)).sort()).toEqual([53, 53, 5432]);
  });
});

it('has a Job for every app (a new domain service adds its own to the component)', () => {
  const jobs = overlays.production.filter((object) => object.kind === 'Job').map((object) => object.metadata.name);
  expect(jobs.sort()).toEqual(apps.map((app) => `${app}-migrate`).sort());
  expect(readdirSync(join(REPO_ROOT, 'k8s', COMPONENT)).sort()).toEqual(['jobs.yaml', 'kustomization.yaml', 'network-policy.yaml']);
});

it('fails the checks when a migrate Job runs another image than its app', () => {
  const broken = structuredClone(overlays.production);
  migrationJob(broken, 'people-crm').spec.template.spec.containers[0].image = 'registry.example.com/bizapi/people-crm:0.9.0';
  expect(checkManifests(broken, { apps, production: true, migrations: 'job' })).toEqual([
    `people-crm: migrate Job runs registry.example.com/bizapi/people-crm:0.9.0, the app ${deployment(overlays.production, 'people-crm').spec.template.spec.containers[0].image}`,
  ]);
});

it('checks the Jobs against the API schema too', () => {
  const broken = structuredClone(overlays.production);
  migrationJob(broken, 'webhooks').spec.backoffLimit = 'three';
  expect(schemaProblems(broken)).toEqual([expect.stringContaining('Job webhooks-migrate')]);
});
