import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { HTTP_APPS, REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject } from './k8s-types';
import { schemaProblems } from './kubernetes-schemas';
import { renderKustomization } from './kustomize';
import { checkManifests } from './manifest-checks';

// The checks must fail on a broken manifest: each case breaks one thing in a
// copy of the rendered production overlay and names the problem expected.
const apps = longRunningApps();
const production = renderKustomization(join(REPO_ROOT, 'k8s/overlays/production'));

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`${kind} ${name} not rendered`);
  return found;
};
// The cases reach into objects whose shape the unbroken overlay guarantees.
 
const appContainer = (objects: K8sObject[], app: string): any => find(objects, 'Deployment', app).spec.template.spec.containers[0];
const without = (objects: K8sObject[], kind: string, name: string) => objects.filter((o) => !(o.kind === kind && o.metadata.name === name));
 
const configMap = (objects: K8sObject[]): any => objects.find((object) => object.kind === 'ConfigMap');

const mutations: [string, (objects: K8sObject[]) => K8sObject[] | void, string][] = [
  ['people-crm without readiness probe', (o) => void delete appContainer(o, 'people-crm').readinessProbe, 'people-crm: no readinessProbe'],
  ['webhooks liveness on another path', (o) => void (appContainer(o, 'webhooks').livenessProbe.httpGet.path = '/health'), 'webhooks: livenessProbe is not an HTTP GET of /health/live'],
  ['gateway readiness on the wrong port', (o) => void (appContainer(o, 'gateway').readinessProbe.httpGet.port = 8080), 'gateway: readinessProbe targets port 8080, the process listens on 9464'],
  ['gateway readiness on its public port', (o) => void (appContainer(o, 'gateway').readinessProbe.httpGet.port = 'http'), 'gateway: readinessProbe targets port http, the process listens on 9464'],
  ['HEALTH_PORT moved without the probes', (o) => void (appContainer(o, 'people-crm').env.find((e: { name: string }) => e.name === 'HEALTH_PORT').value = '9090'), 'people-crm: readinessProbe targets port health, the process listens on 9090'],
  ['people-crm without migrate init container', (o) => void (find(o, 'Deployment', 'people-crm').spec.template.spec.initContainers = []), 'people-crm: no init container running `node apps/people-crm/dist/main.js migrate`'],
  ['migrate of another app', (o) => void (find(o, 'Deployment', 'webhooks').spec.template.spec.initContainers[0].args[1] = 'apps/gateway/dist/main.js'), 'webhooks: no init container running'],
  ['webhooks without memory limit', (o) => void delete appContainer(o, 'webhooks').resources.limits.memory, 'Deployment webhooks, container app: no memory limit'],
  ['init container without requests', (o) => void delete find(o, 'Deployment', 'gateway').spec.template.spec.initContainers[0].resources.requests, 'Deployment gateway, container migrate: no cpu request'],
  ['image tag latest', (o) => void (appContainer(o, 'webhooks').image = 'registry.example.com/bizapi/webhooks:latest'), 'uses the tag latest'],
  ['image without tag', (o) => void (appContainer(o, 'people-crm').image = 'registry.example.com/bizapi/people-crm'), 'has no tag (means latest)'],
  ['no PodDisruptionBudget for webhooks', (o) => without(o, 'PodDisruptionBudget', 'webhooks'), 'webhooks: no PodDisruptionBudget'],
  ['no HorizontalPodAutoscaler for gateway', (o) => without(o, 'HorizontalPodAutoscaler', 'gateway'), 'gateway: no HorizontalPodAutoscaler'],
  ['no Deployment for people-crm', (o) => without(o, 'Deployment', 'people-crm'), 'people-crm: no Deployment'],
  ['Service that selects nothing', (o) => void (find(o, 'Service', 'people-crm').spec.selector = { 'app.kubernetes.io/name': 'people' }), 'people-crm: Service does not select the pods'],
  ['gateway Service not on port 80', (o) => void (find(o, 'Service', 'gateway').spec.ports[0].port = 8080), 'gateway: Service does not expose port 80 -> 3000'],
  ['HPA with one replica', (o) => void (find(o, 'HorizontalPodAutoscaler', 'people-crm').spec.minReplicas = 1), 'people-crm: HorizontalPodAutoscaler minReplicas 1'],
  ['replicas fixed next to the HPA', (o) => void (find(o, 'Deployment', 'gateway').spec.replicas = 3), 'gateway: Deployment sets replicas'],
  ['PDB that blocks drains', (o) => void Object.assign(find(o, 'PodDisruptionBudget', 'gateway').spec, { maxUnavailable: undefined, minAvailable: 3 }), 'gateway: PodDisruptionBudget minAvailable 3 blocks every drain'],
  ['JWT_SECRET in the ConfigMap', (o) => void (configMap(o).data.JWT_SECRET = 'x'.repeat(40)), 'JWT_SECRET is a secret; it belongs in a Secret'],
  ['database password in the ConfigMap', (o) => void (configMap(o).data.REDIS_URL = 'redis://default:hunter2@redis:6379'), 'REDIS_URL is a URL with a password'],
  ['JWT_SECRET as a literal', (o) => void (appContainer(o, 'gateway').env.find((e: { name: string }) => e.name === 'JWT_SECRET').valueFrom = undefined), 'gateway: container app: JWT_SECRET must come from a Secret'],
  ['WEBHOOK_SECRET_KEY missing', (o) => void (appContainer(o, 'webhooks').env = appContainer(o, 'webhooks').env.filter((e: { name: string }) => e.name !== 'WEBHOOK_SECRET_KEY')), 'webhooks: container app does not get WEBHOOK_SECRET_KEY'],
  ['WEBHOOK_SECRET_KEY given to the gateway', (o) => void appContainer(o, 'gateway').env.push({ name: 'WEBHOOK_SECRET_KEY', valueFrom: { secretKeyRef: { name: 'bizapi-secrets', key: 'WEBHOOK_SECRET_KEY' } } }), 'gateway: container app gets WEBHOOK_SECRET_KEY, which it does not need'],
  ['a Secret committed to production', (o) => [...o, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'bizapi-secrets', namespace: 'bizapi' }, data: {} }], 'Secret bizapi-secrets: committed to the production overlay'],
  ['NODE_ENV development', (o) => void (configMap(o).data.NODE_ENV = 'development'), 'NODE_ENV is development, not production'],
  ['insecure webhook URLs in production', (o) => void (configMap(o).data.WEBHOOK_ALLOW_INSECURE_URLS = 'true'), 'WEBHOOK_ALLOW_INSECURE_URLS is true in production'],
  ['a variable set nowhere', (o) => void delete configMap(o).data.RPC_TIMEOUT_MS, 'configuration: RPC_TIMEOUT_MS is set nowhere'],
  ['root user', (o) => void (find(o, 'Deployment', 'people-crm').spec.template.spec.securityContext.runAsUser = 0), 'Deployment people-crm, container app: may run as root'],
  ['writable root filesystem', (o) => void (appContainer(o, 'gateway').securityContext.readOnlyRootFilesystem = false), 'Deployment gateway, container app: root filesystem is writable'],
  ['gateway without preStop', (o) => void delete appContainer(o, 'gateway').lifecycle, 'gateway: no preStop pause'],
  ['grace period shorter than the drain', (o) => void (find(o, 'Deployment', 'webhooks').spec.template.spec.terminationGracePeriodSeconds = 10), 'webhooks: terminationGracePeriodSeconds 10 leaves no margin'],
  ['object without namespace', (o) => void delete find(o, 'Service', 'gateway').metadata.namespace, 'Service gateway: no namespace'],
  ["helpdesk with the gateway's PostgreSQL login", (o) => void (appContainer(o, 'helpdesk').env.find((e: { name: string }) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.key = 'DATABASE_URL_GATEWAY'), 'helpdesk: container app: DATABASE_URL comes from key DATABASE_URL_GATEWAY, not DATABASE_URL_HELPDESK'],
  ['a service serving as its schema owner', (o) => void (appContainer(o, 'finance').env.find((e: { name: string }) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.key = 'MIGRATION_DATABASE_URL_FINANCE'), 'finance: container app: DATABASE_URL comes from key MIGRATION_DATABASE_URL_FINANCE'],
  ['the owner login given to the app container', (o) => void appContainer(o, 'webhooks').env.push({ name: 'MIGRATION_DATABASE_URL', valueFrom: { secretKeyRef: { name: 'bizapi-secrets', key: 'MIGRATION_DATABASE_URL_WEBHOOKS' } } }), 'webhooks: container app gets MIGRATION_DATABASE_URL, which it does not need'],
  ['migrate without the owner login', (o) => void (find(o, 'Deployment', 'people-crm').spec.template.spec.initContainers[0].env = []), 'people-crm: container migrate does not get MIGRATION_DATABASE_URL'],
];

describe('the manifest checks catch a broken production overlay', () => {
  it('finds nothing wrong in the unbroken overlay (so each case below fails for its own reason)', () => {
    expect(checkManifests(production, { apps, production: true })).toEqual([]);
  });

  it.each(mutations)('%s', (_name, mutate, expected) => {
    const copy = structuredClone(production);
    const mutated = mutate(copy) ?? copy;
    const problems = checkManifests(mutated, { apps, production: true });
    expect(problems.some((problem) => problem.includes(expected))).toBe(true);
  });
});

describe('the schema validation catches an invalid object', () => {
  it.each([
    ['containerPort as a string', (o: K8sObject[]) => void (appContainer(o, 'gateway').ports[0].containerPort = 'http'), '/spec/template/spec/containers/0/ports/0/containerPort must be integer'],
    ['PDB without selector type', (o: K8sObject[]) => void (find(o, 'PodDisruptionBudget', 'gateway').spec.selector = 'all'), 'PodDisruptionBudget gateway: /spec/selector must be object'],
    ['unknown kind', (o: K8sObject[]) => void o.push({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }), 'no schema for apps/v1 Deploymnet'],
  ])('%s', (_name, mutate, expected) => {
    const copy = structuredClone(production);
    mutate(copy);
    expect(schemaProblems(copy).join('\n')).toContain(expected);
  });
});

describe('a broken manifest file is caught end to end (kustomize render + checks)', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'bizapi-k8s-'));
    cpSync(join(REPO_ROOT, 'k8s'), join(copy, 'k8s'), { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('a domain-service template without readiness probe fails for every domain service', () => {
    const file = join(copy, 'k8s/components/domain-service/deployment.yaml');
    const document = parseDocument(readFileSync(file, 'utf8'));
    expect(document.deleteIn(['spec', 'template', 'spec', 'containers', 0, 'readinessProbe'])).toBe(true);
    writeFileSync(file, document.toString());

    const problems = checkManifests(renderKustomization(join(copy, 'k8s/overlays/production')), { apps, production: true });
    const domainServices = apps.filter((app) => !HTTP_APPS.includes(app));
    expect(problems).toEqual(domainServices.map((app) => `${app}: no readinessProbe`));
  });
});
