import {
  CONFIG_VARIABLES,
  DEFAULT_HEALTH_PORT,
  DEFAULT_METRICS_PORT,
  DEFAULT_PORT,
  HTTP_APPS,
  LIVE_PATH,
  MIGRATE_SECRETS,
  READY_PATH,
  SECRET_VARIABLES,
  migrateCommandOf,
  secretKeyOf,
  secretsOf,
} from './deployment-contract';
import { Container, K8sObject, PodSpec, Probe, containersOf, podTemplateOf, selects } from './k8s-types';
import { checkMigrationJob, runsCommand } from './migration-job-checks';

export interface ManifestCheckOptions {
  /** Apps that must each have a full set of objects. */
  apps: string[];
  /** Production: pinned images, no committed Secret, ≥ 2 replicas, production settings, a namespace on everything. */
  production: boolean;
  /** Where migrations run: each pod's init container (the default) or a Job per app (k8s/components/migrations-job). */
  migrations?: 'init-container' | 'job';
}

const SECRET_NAME_PATTERN = /(SECRET|PASSWORD|PRIVATE_KEY|CREDENTIALS)/i;
const URL_WITH_PASSWORD = /:\/\/[^/\s:@]+:[^/\s@]+@/;
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PriorityClass', 'StorageClass']);

/**
 * What an operator relies on in a rendered overlay, as a list of problems
 * (empty when all is well). One line per problem, starting with the app or
 * object it is about.
 */
export function checkManifests(objects: K8sObject[], options: ManifestCheckOptions): string[] {
  const problems: string[] = [];
  const configMaps = objects.filter((object) => object.kind === 'ConfigMap');
  const secrets = objects.filter((object) => object.kind === 'Secret');

  for (const app of options.apps) problems.push(...checkApp(app, objects, options));
  problems.push(...checkConfigMaps(configMaps));
  problems.push(...checkEveryWorkload(objects, options));

  const defined = new Set([
    ...configMaps.flatMap((configMap) => Object.keys(configMap.data ?? {})),
    ...objects.flatMap((object) => containersOf(podTemplateOf(object)?.spec ?? {}).flatMap((c) => (c.env ?? []).map((e) => e.name))),
  ]);
  for (const variable of CONFIG_VARIABLES) {
    if (!defined.has(variable)) problems.push(`configuration: ${variable} is set nowhere (ConfigMap or container env)`);
  }

  if (options.production) {
    for (const secret of secrets) problems.push(`Secret ${secret.metadata.name}: committed to the production overlay; create it out of band`);
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind) && !object.metadata.namespace) problems.push(`${object.kind} ${object.metadata.name}: no namespace`);
    }
  }
  return problems;
}

function checkApp(app: string, objects: K8sObject[], options: ManifestCheckOptions): string[] {
  const deployment = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === app);
  if (!deployment) return [`${app}: no Deployment`];
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${app}: ${problem}`);
  const template = podTemplateOf(deployment);
  const podLabels = template?.labels ?? {};
  const pod: PodSpec = template?.spec ?? {};
  const container = pod.containers?.find((candidate) => candidate.name === 'app') ?? pod.containers?.[0];
  if (!container) return [`${app}: Deployment has no container`];
  const env = effectiveEnv(container, objects);

  if (!selects(deployment.spec?.selector?.matchLabels, podLabels)) say('Deployment selector does not select its own pods');

  // Health: the probes hit the port the process serves health on (an HTTP app's internal one, never its public one).
  const http = HTTP_APPS.includes(app);
  const listenVariable = http ? 'PORT' : 'HEALTH_PORT';
  const listenPort = Number(env.get(listenVariable) ?? (http ? DEFAULT_PORT : DEFAULT_HEALTH_PORT));
  const healthVariable = http ? 'METRICS_PORT' : 'HEALTH_PORT';
  const healthPort = Number(env.get(healthVariable) ?? (http ? DEFAULT_METRICS_PORT : DEFAULT_HEALTH_PORT));
  for (const [variable, number] of new Map([
    [listenVariable, listenPort],
    [healthVariable, healthPort],
  ])) {
    if (!(container.ports ?? []).some((port) => port.containerPort === number)) say(`container does not declare port ${number} (${variable})`);
  }
  checkProbe(say, container, 'readinessProbe', READY_PATH, healthPort, true);
  checkProbe(say, container, 'livenessProbe', LIVE_PATH, healthPort, true);
  checkProbe(say, container, 'startupProbe', LIVE_PATH, healthPort, false);

  // Migrations before serving: in each pod's init container, or in a Job of their own.
  const migrate = (pod.initContainers ?? []).find((candidate) => runsCommand(candidate, migrateCommandOf(app)));
  if (options.migrations === 'job') {
    if (migrate) say('runs its migrations both in an init container and in a Job');
    problems.push(...checkMigrationJob(app, objects, container, podLabels));
  } else if (!migrate) say(`no init container running \`${migrateCommandOf(app).join(' ')}\``);
  else if (migrate.image !== container.image) say(`migrate init container runs ${migrate.image}, the app ${container.image}`);

  // Graceful shutdown must fit in the grace period: the preStop pause (the HTTP apps),
  // then up to SHUTDOWN_TIMEOUT_MS to drain intake and as long again to close
  // (closeGracefullyOnSignals in libs/runtime), plus a margin.
  const preStopSeconds = preStopSecondsOf(container);
  if (http && preStopSeconds === 0) say('no preStop pause before SIGTERM (endpoints must drain first)');
  const shutdownSeconds = Number(env.get('SHUTDOWN_TIMEOUT_MS') ?? 10_000) / 1000;
  const grace = pod.terminationGracePeriodSeconds ?? 30;
  if (grace < preStopSeconds + 2 * shutdownSeconds + 5) {
    say(`terminationGracePeriodSeconds ${grace} leaves no margin over preStop ${preStopSeconds} s + 2 x SHUTDOWN_TIMEOUT_MS ${shutdownSeconds} s`);
  }

  // Secrets: each from the Secret, and only to the app that needs it; the migrate step gets its schema owner's login only.
  for (const candidate of containersOf(pod)) {
    const names = new Set((candidate.env ?? []).map((entry) => entry.name));
    const needed = candidate === container ? secretsOf(app) : candidate === migrate ? MIGRATE_SECRETS : [];
    for (const name of SECRET_VARIABLES) {
      const needs = needed.includes(name);
      if (needs && !names.has(name)) say(`container ${candidate.name} does not get ${name}`);
      if (!needs && names.has(name)) say(`container ${candidate.name} gets ${name}, which it does not need`);
    }
    for (const entry of candidate.env ?? []) {
      if (SECRET_VARIABLES.includes(entry.name) && !entry.valueFrom?.secretKeyRef) {
        say(`container ${candidate.name}: ${entry.name} must come from a Secret (valueFrom.secretKeyRef)`);
      }
      const ref = entry.valueFrom?.secretKeyRef;
      // Its own key: one app's login, user or password is never another's.
      if (ref && SECRET_VARIABLES.includes(entry.name) && ref.key !== secretKeyOf(entry.name, app)) {
        say(`container ${candidate.name}: ${entry.name} comes from key ${ref.key}, not ${secretKeyOf(entry.name, app)}`);
      }
      if (ref) problems.push(...checkSecretRef(`${app}: ${entry.name}`, ref, objects, options));
    }
    if ((candidate.envFrom ?? []).some((source) => source.secretRef)) {
      say(`container ${candidate.name} takes a whole Secret (envFrom.secretRef); reference each key it needs`);
    }
    const configMapRefs = (candidate.envFrom ?? []).flatMap((source) => (source.configMapRef ? [source.configMapRef.name] : []));
    if (!configMapRefs.length) say(`container ${candidate.name} takes no ConfigMap (envFrom.configMapRef)`);
    for (const name of configMapRefs) {
      if (!objects.some((object) => object.kind === 'ConfigMap' && object.metadata.name === name)) {
        say(`container ${candidate.name} takes ConfigMap ${name}, which is not in the overlay`);
      }
    }
  }

  if (options.production) {
    if (env.get('NODE_ENV') !== 'production') say(`NODE_ENV is ${env.get('NODE_ENV')}, not production`);
    if (env.get('WEBHOOK_ALLOW_INSECURE_URLS') === 'true') say('WEBHOOK_ALLOW_INSECURE_URLS is true in production');
    if ((env.get('BIZAPI_NAMESPACE') ?? '') !== '') say('BIZAPI_NAMESPACE is not empty in production');
  }

  // Service, PodDisruptionBudget, HorizontalPodAutoscaler.
  const service = objects.find((object) => object.kind === 'Service' && object.metadata.name === app);
  if (!service) say('no Service');
  else {
    if (!selects(service.spec?.selector, podLabels)) say('Service does not select the pods');
    const ports: { port: number; targetPort?: number | string }[] = service.spec?.ports ?? [];
    const targets = ports.map((port) => ({ port: port.port, target: resolvePort(container, port.targetPort ?? port.port) }));
    if (!targets.some((entry) => entry.target === listenPort)) say(`Service has no port to ${listenPort}`);
    if (http && !targets.some((entry) => entry.port === 80 && entry.target === listenPort)) {
      say(`Service does not expose port 80 -> ${listenPort}`);
    }
  }

  const hpa = objects.find(
    (object) => object.kind === 'HorizontalPodAutoscaler' && object.spec?.scaleTargetRef?.kind === 'Deployment' && object.spec?.scaleTargetRef?.name === app,
  );
  // KEDA's ScaledObject (k8s/components/keda-webhooks) makes the HorizontalPodAutoscaler itself, in the cluster.
  const scaledObject = objects.find(
    (object) => object.kind === 'ScaledObject' && (object.spec?.scaleTargetRef?.kind ?? 'Deployment') === 'Deployment' && object.spec?.scaleTargetRef?.name === app,
  );
  const minReplicas: number = hpa?.spec?.minReplicas ?? scaledObject?.spec?.minReplicaCount ?? 1;
  if (hpa && scaledObject) say('both a HorizontalPodAutoscaler and a KEDA ScaledObject scale it: they fight');
  else if (scaledObject) {
    const triggers: { type?: string }[] = scaledObject.spec?.triggers ?? [];
    if (!triggers.some((trigger) => trigger.type === 'cpu')) say('ScaledObject has no CPU trigger');
    if (options.production && minReplicas < 2) say(`ScaledObject minReplicaCount ${minReplicas}: one pod is a single point of failure`);
    if ((scaledObject.spec?.maxReplicaCount ?? 100) < minReplicas) say('ScaledObject maxReplicaCount below minReplicaCount');
    if (deployment.spec?.replicas !== undefined) say('Deployment sets replicas although the ScaledObject owns them');
  } else if (!hpa) say('no HorizontalPodAutoscaler');
  else {
    if (hpa.apiVersion !== 'autoscaling/v2') say(`HorizontalPodAutoscaler is ${hpa.apiVersion}, not autoscaling/v2`);
    const metrics: { type?: string; resource?: { name?: string } }[] = hpa.spec?.metrics ?? [];
    if (!metrics.some((metric) => metric.type === 'Resource' && metric.resource?.name === 'cpu')) say('HorizontalPodAutoscaler has no CPU metric');
    if (options.production && minReplicas < 2) say(`HorizontalPodAutoscaler minReplicas ${minReplicas}: one pod is a single point of failure`);
    if ((hpa.spec?.maxReplicas ?? 0) < minReplicas) say('HorizontalPodAutoscaler maxReplicas below minReplicas');
    if (deployment.spec?.replicas !== undefined) say('Deployment sets replicas although the HorizontalPodAutoscaler owns them');
  }

  const pdb = objects.find((object) => object.kind === 'PodDisruptionBudget' && selects(object.spec?.selector?.matchLabels, podLabels));
  if (!pdb) say('no PodDisruptionBudget selecting its pods');
  else if (typeof pdb.spec?.minAvailable === 'number' && pdb.spec.minAvailable >= minReplicas) {
    say(`PodDisruptionBudget minAvailable ${pdb.spec.minAvailable} blocks every drain at ${minReplicas} replicas`);
  }
  return problems;
}

function checkProbe(
  say: (problem: string) => void,
  container: Container,
  kind: 'readinessProbe' | 'livenessProbe' | 'startupProbe',
  path: string,
  port: number,
  required: boolean,
): void {
  const probe: Probe | undefined = container[kind];
  if (!probe) {
    if (required) say(`no ${kind}`);
    return;
  }
  if (probe.httpGet?.path !== path) say(`${kind} is not an HTTP GET of ${path}`);
  const target = resolvePort(container, probe.httpGet?.port);
  if (target !== port) say(`${kind} targets port ${String(probe.httpGet?.port)}, the process listens on ${port}`);
}

/** A port number, or a container port name resolved to its number. */
function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return (container.ports ?? []).find((candidate) => candidate.name === port)?.containerPort;
}

function preStopSecondsOf(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (!preStop) return 0;
  if (preStop.sleep?.seconds) return preStop.sleep.seconds;
  const command = preStop.exec?.command ?? [];
  const sleep = command.indexOf('sleep');
  return sleep >= 0 ? Number(command[sleep + 1]) || 1 : 1;
}

/** The variables a container sees from literal env and its ConfigMaps (not Secrets). */
function effectiveEnv(container: Container, objects: K8sObject[]): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    const configMap = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name);
    for (const [key, value] of Object.entries(configMap?.data ?? {})) env.set(key, value);
  }
  for (const entry of container.env ?? []) if (entry.value !== undefined) env.set(entry.name, entry.value);
  return env;
}

function checkSecretRef(where: string, ref: { name: string; key: string }, objects: K8sObject[], options: ManifestCheckOptions): string[] {
  const secret = objects.find((object) => object.kind === 'Secret' && object.metadata.name === ref.name);
  if (!secret) {
    // Production's Secret is created out of band (k8s/secrets/bizapi-secrets.template.yaml).
    return options.production ? [] : [`${where}: Secret ${ref.name} is not in the overlay`];
  }
  const keys = new Set([...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})]);
  return keys.has(ref.key) ? [] : [`${where}: Secret ${ref.name} has no key ${ref.key}`];
}

function checkConfigMaps(configMaps: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const configMap of configMaps) {
    for (const [key, value] of Object.entries(configMap.data ?? {})) {
      const where = `ConfigMap ${configMap.metadata.name}`;
      if (SECRET_VARIABLES.includes(key) || SECRET_NAME_PATTERN.test(key)) problems.push(`${where}: ${key} is a secret; it belongs in a Secret`);
      else if (URL_WITH_PASSWORD.test(String(value))) problems.push(`${where}: ${key} is a URL with a password; it belongs in a Secret`);
    }
  }
  return problems;
}

/** Rules for every container of every workload, apps and infrastructure alike. */
function checkEveryWorkload(objects: K8sObject[], options: ManifestCheckOptions): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const template = podTemplateOf(object);
    if (!template) continue;
    const app = object.metadata.labels?.['app.kubernetes.io/part-of'] === 'bizapi';
    const pod = template.spec;
    for (const container of containersOf(pod)) {
      const where = `${object.kind} ${object.metadata.name}, container ${container.name}`;
      const requests = container.resources?.requests ?? {};
      const limits = container.resources?.limits ?? {};
      for (const resource of ['cpu', 'memory']) {
        if (!requests[resource]) problems.push(`${where}: no ${resource} request`);
        if (!limits[resource]) problems.push(`${where}: no ${resource} limit`);
      }
      const imageProblem = checkImage(container.image, options.production);
      if (imageProblem) problems.push(`${where}: ${imageProblem}`);
      if (app) {
        const security = container.securityContext ?? {};
        const runAsNonRoot = security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
        const runAsUser = security.runAsUser ?? pod.securityContext?.runAsUser;
        if (runAsNonRoot !== true || runAsUser === 0) problems.push(`${where}: may run as root (runAsNonRoot)`);
        if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem is writable`);
        if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: allows privilege escalation`);
        if (!(security.capabilities?.drop ?? []).includes('ALL')) problems.push(`${where}: keeps Linux capabilities (drop ALL)`);
      }
    }
  }
  return problems;
}

/** An image reference must name a version: a digest, or a tag that is not `latest` (production only). */
export function checkImage(image: string | undefined, production: boolean): string | undefined {
  if (!image) return 'no image';
  if (image.includes('@sha256:')) return undefined;
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const tag = lastSegment.includes(':') ? lastSegment.slice(lastSegment.indexOf(':') + 1) : undefined;
  if (tag === 'latest') return `image ${image} uses the tag latest`;
  if (production && !tag) return `image ${image} has no tag (means latest)`;
  return undefined;
}
