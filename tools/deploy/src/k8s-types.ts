/** The parts of Kubernetes objects the checks read; everything optional, so a broken manifest is reported, not thrown on. */

export type Labels = Record<string, string>;

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels; annotations?: Labels };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}

export interface Probe {
  httpGet?: { path?: string; port?: number | string };
  exec?: { command?: string[] };
  tcpSocket?: { port?: number | string };
}

export interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
}

export interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds?: number }; httpGet?: unknown } };
  securityContext?: SecurityContext;
}

export interface PodSpec {
  containers?: Container[];
  initContainers?: Container[];
  securityContext?: SecurityContext;
  terminationGracePeriodSeconds?: number;
}

/** Pod template of a workload (Deployment, StatefulSet, DaemonSet, Job, CronJob), if any. */
export function podTemplateOf(object: K8sObject): { labels: Labels; spec: PodSpec } | undefined {
  const template = object.kind === 'CronJob' ? object.spec?.jobTemplate?.spec?.template : object.spec?.template;
  if (!template) return undefined;
  return { labels: template.metadata?.labels ?? {}, spec: template.spec ?? {} };
}

export function containersOf(spec: PodSpec): Container[] {
  return [...(spec.initContainers ?? []), ...(spec.containers ?? [])];
}

/** True when every label of `selector` is on `labels` (an empty selector selects nothing here). */
export function selects(selector: Labels | undefined, labels: Labels): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}
