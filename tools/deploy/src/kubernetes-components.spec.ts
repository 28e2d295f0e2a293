import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject } from './k8s-types';
import { schemaProblems } from './kubernetes-schemas';
import { renderKustomization, renderOverlayWithComponents, renderWithComponents } from './kustomize';
import { checkManifests } from './manifest-checks';
import { egressPorts, rulesFor } from './network-policy';
import { parsePromql } from './promql';

/**
 * The optional components of k8s/components (all but domain-service, which
 * every service folder uses) and the operator CLI's Job: each rendered over
 * the production overlay, as a platform team's overlay would add it, then
 * checked against the Kubernetes API and CRD schemas and the operator checks.
 */
const apps = longRunningApps();
const PRODUCTION = join(REPO_ROOT, 'k8s/overlays/production');
const OPTIONAL = ['gateway-api', 'ingress', 'keda-webhooks', 'server-ca', 'tracing'];
const component = (name: string) => join(REPO_ROOT, 'k8s/components', name);
const rendered = Object.fromEntries(OPTIONAL.map((name) => [name, renderWithComponents(PRODUCTION, [component(name)], 'bizapi')]));
const all = renderWithComponents(PRODUCTION, OPTIONAL.map(component), 'bizapi');

const find = (objects: K8sObject[], kind: string, name?: string) =>
  objects.filter((object) => object.kind === kind && (name === undefined || object.metadata.name === name));
const deployment = (objects: K8sObject[], app: string) => find(objects, 'Deployment', app)[0];

// migrations-job must be listed in the overlay's own components (it reads the overlay's hashed ConfigMap names),
// so migrations-job.spec.ts renders it that way; domain-service is the base's own.
const TESTED_ELSEWHERE = ['domain-service', 'migrations-job'];

it('tests every optional component of k8s/components', () => {
  const folders = readdirSync(join(REPO_ROOT, 'k8s/components')).filter((name) => !TESTED_ELSEWHERE.includes(name));
  expect(folders.sort()).toEqual(OPTIONAL);
});

describe.each([...OPTIONAL.map((name) => [name, rendered[name]] as const), ['all of them together', all] as const])(
  'k8s/overlays/production + %s',
  (_name, objects) => {
    it('validates against the Kubernetes API and CRD schemas', () => {
      expect(schemaProblems(objects)).toEqual([]);
    });

    it('still meets what operators rely on', () => {
      expect(checkManifests(objects, { apps, production: true })).toEqual([]);
    });
  },
);

describe('k8s/components/tracing', () => {
  const objects = rendered.tracing;

  it('turns traces on in the shared configuration, sampling at the gateway', () => {
    const config = find(objects, 'ConfigMap').find((object) => object.metadata.name.startsWith('bizapi-config'));
    expect(config?.data).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: expect.stringMatching(/^http:\/\/.+:4318$/),
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    });
    expect(config?.data).not.toHaveProperty('OTEL_SERVICE_NAME');
  });

  it.each(apps)('lets %s reach the collector on 4318, and no further than before', (app) => {
    const before = new Set(egressPorts(renderedProduction(), deployment(renderedProduction(), app)));
    const after = egressPorts(objects, deployment(objects, app)).filter((port) => !before.has(port));
    expect(after).toEqual([4318]);
  });

  it.each(apps)("names %s's pod, namespace and node in OTEL_RESOURCE_ATTRIBUTES (downward API)", (app) => {
    const env: { name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string } } }[] =
      deployment(objects, app).spec.template.spec.containers[0].env;
    const field = (name: string) => env.find((variable) => variable.name === name)?.valueFrom?.fieldRef?.fieldPath;
    expect([field('K8S_POD_NAME'), field('K8S_NAMESPACE_NAME'), field('K8S_NODE_NAME')]).toEqual(['metadata.name', 'metadata.namespace', 'spec.nodeName']);
    const attributes = env.find((variable) => variable.name === 'OTEL_RESOURCE_ATTRIBUTES')?.value;
    expect(attributes).toBe('k8s.pod.name=$(K8S_POD_NAME),k8s.namespace.name=$(K8S_NAMESPACE_NAME),k8s.node.name=$(K8S_NODE_NAME)');
    // $(VAR) expands only variables defined earlier in the list.
    expect(env.findIndex((variable) => variable.name === 'OTEL_RESOURCE_ATTRIBUTES')).toBeGreaterThan(env.findIndex((variable) => variable.name === 'K8S_NODE_NAME'));
  });
});

describe('k8s/components/ingress and gateway-api', () => {
  const servicePort = (objects: K8sObject[], name: string, port: number | string) =>
    find(objects, 'Service', name)[0]?.spec.ports.find((candidate: { port: number; name: string }) => candidate.port === port || candidate.name === port);

  it('routes /external/v1 to the gateway Service and the company panel (/panel) to the panel Service over TLS (Ingress)', () => {
    const [ingress] = find(rendered.ingress, 'Ingress');
    const hosts = ingress.spec.rules.map((rule: { host: string }) => rule.host);
    expect(ingress.spec.tls[0].hosts).toEqual(hosts);
    const paths = ingress.spec.rules[0].http.paths;
    expect(paths.map((path: { path: string; pathType: string }) => [path.path, path.pathType])).toEqual([
      ['/external/v1', 'Prefix'],
      ['/panel', 'Prefix'],
    ]);
    expect(paths.map((path: { backend: { service: { name: string } } }) => path.backend.service.name)).toEqual(['gateway', 'panel']);
    for (const path of paths) expect(servicePort(rendered.ingress, path.backend.service.name, path.backend.service.port.name)).toBeDefined();
  });

  it('routes /external/v1 to the gateway Service and /panel to the panel Service through an HTTPS listener (Gateway API), reachable past the network policies', () => {
    const objects = rendered['gateway-api'];
    const [route] = find(objects, 'HTTPRoute');
    const [gateway] = find(objects, 'Gateway', route.spec.parentRefs[0].name);
    const listener = gateway.spec.listeners.find((candidate: { name: string }) => candidate.name === route.spec.parentRefs[0].sectionName);
    expect(listener).toMatchObject({ protocol: 'HTTPS', tls: { mode: 'Terminate' } });
    expect(listener.tls.certificateRefs[0].name).toBeTruthy();
    const routed = route.spec.rules.map((rule: { matches: { path: unknown }[]; backendRefs: { name: string }[] }) => [rule.matches.map((match) => match.path), rule.backendRefs[0].name]);
    expect(routed).toEqual([
      [[{ type: 'PathPrefix', value: '/external/v1' }], 'gateway'],
      [[{ type: 'PathPrefix', value: '/panel' }], 'panel'],
    ]);
    for (const rule of route.spec.rules) {
      const backend = rule.backendRefs[0];
      expect(servicePort(objects, backend.name, backend.port)).toBeDefined();
      // The ingress controller's namespace (base) and the Gateway API's data plane (this component).
      const admitted = rulesFor(objects, deployment(objects, backend.name), 'ingress').filter((candidate) => candidate.ports?.some((port) => port.port === 3000));
      expect(admitted.length).toBe(2);
    }
  });
});

describe('k8s/components/keda-webhooks', () => {
  const objects = rendered['keda-webhooks'];

  it('replaces the webhooks HorizontalPodAutoscaler with a ScaledObject, and only that one', () => {
    expect(find(objects, 'HorizontalPodAutoscaler', 'webhooks')).toEqual([]);
    expect(find(objects, 'HorizontalPodAutoscaler')).toHaveLength(apps.length - 1);
    expect(find(objects, 'ScaledObject').map((object) => object.spec.scaleTargetRef.name)).toEqual(['webhooks']);
  });

  it("scales on the delivery queue's due jobs (max over the replicas that all report it), in the namespace", () => {
    const [scaledObject] = find(objects, 'ScaledObject');
    const trigger = scaledObject.spec.triggers.find((candidate: { type: string }) => candidate.type === 'prometheus');
    const { errors, selectors } = parsePromql(trigger.metadata.query);
    expect(errors).toEqual([]);
    expect(selectors).toEqual([
      {
        metric: 'bizapi_webhook_queue_jobs',
        aggregatedBy: 'max',
        matchers: expect.arrayContaining([
          { label: 'namespace', op: '=', value: 'bizapi' },
          { label: 'state', op: '=', value: 'waiting' },
        ]),
      },
    ]);
    expect(Number(trigger.metadata.threshold)).toBeGreaterThan(0);
  });
});

describe('k8s/components/server-ca', () => {
  // As the component's own comment asks: the overlay lists it and generates the bundle's ConfigMap.
  const withBundle = (components: string[]) =>
    renderOverlayWithComponents(join(REPO_ROOT, 'k8s'), 'overlays/production', components, {
      configMapGenerator: [{ name: 'bizapi-server-ca', files: ['ca.crt=test-ca.pem'] }],
      files: { 'test-ca.pem': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' },
    });
  const objects = withBundle(['components/server-ca']);
  const config = find(objects, 'ConfigMap').find((object) => object.metadata.name.startsWith('bizapi-config'));
  const bundle = find(objects, 'ConfigMap').find((object) => object.metadata.name.startsWith('bizapi-server-ca'));

  it('points the PostgreSQL, Redis and NATS clients at the mounted bundle', () => {
    expect(config?.data).toMatchObject({
      DATABASE_CA_FILE: '/etc/bizapi/ca/ca.crt',
      REDIS_CA_FILE: '/etc/bizapi/ca/ca.crt',
      NATS_CA_FILE: '/etc/bizapi/ca/ca.crt',
    });
    expect(bundle?.data?.['ca.crt']).toContain('BEGIN CERTIFICATE');
  });

  const containersOf = (workloads: K8sObject[]) =>
    workloads.flatMap((workload) =>
      [...(workload.spec.template.spec.initContainers ?? []), ...workload.spec.template.spec.containers].map((container) => ({ workload, container })),
    );
  const mountsTheBundle = ({ workload, container }: { workload: K8sObject; container: { name: string; volumeMounts?: { name: string; mountPath: string }[] } }) => {
    const mount = container.volumeMounts?.find((entry) => entry.mountPath === '/etc/bizapi/ca');
    const volume = workload.spec.template.spec.volumes?.find((entry: { name: string }) => entry.name === mount?.name);
    return `${workload.kind}/${workload.metadata.name}/${container.name}: ${volume?.configMap?.name ?? 'no bundle'}`;
  };

  it('reaches every container of every Deployment, init containers included, with the generated bundle', () => {
    const mounted = containersOf(find(objects, 'Deployment')).map(mountsTheBundle);
    expect(mounted.length).toBeGreaterThanOrEqual(apps.length * 2);
    expect(mounted.filter((line) => !line.endsWith(`: ${bundle?.metadata.name}`))).toEqual([]);
  });

  it('reaches the migration Jobs too, when migrations run as Jobs', () => {
    const jobs = find(withBundle(['components/migrations-job', 'components/server-ca']), 'Job');
    expect(jobs.length).toBe(apps.length);
    expect(containersOf(jobs).map(mountsTheBundle).filter((line) => !/: bizapi-server-ca-\w+$/.test(line))).toEqual([]);
  });

  it('mounts nothing that must exist: without the component the volume is optional', () => {
    const volumes = find(renderedProduction(), 'Deployment').map(
      (workload) => workload.spec.template.spec.volumes.find((entry: { name: string }) => entry.name === 'server-ca')?.configMap,
    );
    expect(volumes).toEqual(apps.map(() => ({ name: 'bizapi-server-ca', optional: true })));
  });
});

describe('k8s/admin-cli', () => {
  const objects = renderKustomization(join(REPO_ROOT, 'k8s/admin-cli'));
  const [job] = find(objects, 'Job');

  it('validates against the Kubernetes API schemas and runs as every app does (restricted, pinned image)', () => {
    expect(schemaProblems(objects)).toEqual([]);
    // The workload checks (resources, security, pinned image); the shared configuration is the Deployments' concern.
    expect(checkManifests(objects, { apps: [], production: true }).filter((problem) => !problem.startsWith('configuration:'))).toEqual([]);
    expect(job.metadata.namespace).toBe('bizapi');
    expect(job.spec.backoffLimit).toBe(0);
  });

  it('runs the CLI as its own NATS user, with no database or Redis credentials', () => {
    const [container] = job.spec.template.spec.containers;
    expect(container.args.slice(0, 2)).toEqual(['node', 'apps/admin-cli/dist/main.js']);
    const env = Object.fromEntries(container.env.map((variable: { name: string }) => [variable.name, variable]));
    expect(env.NATS_USER.value).toBe('bizapi-admin-cli');
    expect(env.NATS_PASSWORD.valueFrom.secretKeyRef).toEqual({ name: 'bizapi-secrets', key: 'NATS_PASSWORD_ADMIN_CLI' });
    expect(Object.keys(env).filter((name) => /DATABASE|REDIS|JWT|WEBHOOK/.test(name))).toEqual([]);
  });

  it('is let out to DNS and NATS only, and reached by nothing (the production overlay policy `admin-cli`)', () => {
    const production = renderedProduction();
    expect(new Set(egressPorts(production, job))).toEqual(new Set([53, 4222]));
    expect(rulesFor(production, job, 'ingress')).toEqual([]);
  });
});

let production: K8sObject[] | undefined;
function renderedProduction(): K8sObject[] {
  production ??= renderKustomization(PRODUCTION);
  return production;
}
