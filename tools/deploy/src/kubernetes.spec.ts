import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_APPS, REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject } from './k8s-types';
import { schemaProblems } from './kubernetes-schemas';
import { renderKustomization } from './kustomize';
import { checkManifests } from './manifest-checks';
import { egressPorts, policiesSelecting, rulesFor } from './network-policy';

const apps = longRunningApps();
const overlays = {
  production: renderKustomization(join(REPO_ROOT, 'k8s/overlays/production')),
  local: renderKustomization(join(REPO_ROOT, 'k8s/overlays/local')),
};

describe.each(Object.entries(overlays))('k8s/overlays/%s', (overlay, objects) => {
  const production = overlay === 'production';

  it('renders every long-running app: Deployment, Service, PodDisruptionBudget, HorizontalPodAutoscaler', () => {
    for (const app of apps) {
      for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler']) {
        expect(objects.filter((object) => object.kind === kind).map((object) => object.metadata.name)).toContain(app);
      }
    }
  });

  it('validates against the Kubernetes API schemas', () => {
    expect(schemaProblems(objects)).toEqual([]);
  });

  it('meets what operators rely on (probes, migrate init container, resources, security, secrets, scaling)', () => {
    expect(checkManifests(objects, { apps, production })).toEqual([]);
  });

  describe('network policies', () => {
    const deployment = (app: string) => deploymentsOf(objects).find((object) => object.metadata.name === app)!;
    const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8', '100.64.0.0/10'];
    const PRIVATE_IPV6_RANGES = ['fc00::/7', 'fe80::/10', '::1/128'];
    /** IPv6 ranges that embed an IPv4 address (IPv4-compatible, NAT64, local-use NAT64, 6to4, Teredo): a policy cannot judge the IPv4 inside. */
    const IPV4_EMBEDDING_RANGES = ['::/96', '64:ff9b::/96', '64:ff9b:1::/48', '2002::/16', '2001::/32'];

    it('deny everything by default', () => {
      const denyAll = objects.filter(
        (object) =>
          object.kind === 'NetworkPolicy' &&
          Object.keys(object.spec?.podSelector ?? {}).length === 0 &&
          object.spec?.policyTypes?.includes('Ingress') &&
          object.spec?.policyTypes?.includes('Egress') &&
          !object.spec?.ingress &&
          !object.spec?.egress,
      );
      expect(denyAll).toHaveLength(1);
    });

    it.each(apps)('give %s a policy of its own', (app) => {
      const own = policiesSelecting(objects, deployment(app)).filter((policy) => Object.keys(policy.spec.podSelector).length > 0);
      expect(own.length).toBeGreaterThanOrEqual(1);
    });

    it.each(apps)('let nothing reach %s but Prometheus on its metrics port, and the ingress controller the gateway and the panel', (app) => {
      const ingress = rulesFor(objects, deployment(app), 'ingress');
      const fromNamespace = (name: string, port: number) => ({
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } } }],
        ports: [{ protocol: 'TCP', port }],
      });
      if (!HTTP_APPS.includes(app)) {
        expect(ingress).toEqual([fromNamespace('monitoring', 8080)]);
        return;
      }
      expect(ingress).toEqual([fromNamespace('ingress-nginx', 3000), fromNamespace('monitoring', 9464)]);
    });

    it.each(apps)('tell Prometheus where %s keeps its metrics', (app) => {
      const template = deployment(app).spec.template;
      const port = HTTP_APPS.includes(app) ? '9464' : '8080';
      expect(template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': port,
        'prometheus.io/path': '/metrics',
      });
    });

    it.each(apps)('let %s out only to DNS, NATS, Postgres and, where it uses it, Redis', (app) => {
      const allowed = new Set([53, 4222, 5432, ...(['gateway', 'webhooks', 'panel'].includes(app) ? [6379] : [])]);
      const ports = egressPorts(objects, deployment(app));
      const beyond = ports.filter((port) => port === 'any' || !allowed.has(port));
      if (app !== 'webhooks') {
        expect(beyond).toEqual([]);
        return;
      }
      // The webhooks service reaches receivers on any port, but never a private address.
      const open = rulesFor(objects, deployment(app), 'egress').filter((rule) => rule.ports?.some((port) => port.port === undefined));
      expect(open).toHaveLength(1);
      for (const peer of open[0].to ?? []) {
        expect(peer.ipBlock).toBeDefined();
        if (peer.ipBlock!.cidr === '0.0.0.0/0') expect(peer.ipBlock!.except).toEqual(expect.arrayContaining(PRIVATE_RANGES));
        else expect(peer.ipBlock!.except).toEqual(expect.arrayContaining([...PRIVATE_IPV6_RANGES, ...IPV4_EMBEDDING_RANGES]));
      }
    });
  });

  it('leaves no kustomize placeholder behind', () => {
    const text = JSON.stringify(objects);
    expect(text).not.toContain('domain-service');
    expect(objects.filter((object) => object.metadata.annotations?.['config.kubernetes.io/local-config'])).toEqual([]);
  });
});

describe('k8s/overlays/production', () => {
  const objects = overlays.production;

  it('pins every image to a release of its app', () => {
    const images = deploymentsOf(objects).flatMap((deployment) =>
      deployment.spec.template.spec.containers.map((c: { image: string }) => c.image),
    );
    expect(images.length).toBeGreaterThanOrEqual(apps.length);
    for (const image of images) expect(image).toMatch(/:(\d+\.\d+\.\d+[\w.-]*)$|@sha256:[0-9a-f]{64}$/);
  });

  it('runs more than one replica of everything, and the gateway most', () => {
    const hpas = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
    for (const hpa of hpas) expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const gateway = hpas.find((hpa) => hpa.metadata.name === 'gateway');
    expect(gateway?.spec.maxReplicas).toBe(Math.max(...hpas.map((hpa) => hpa.spec.maxReplicas)));
  });

  it('lives in its namespace, labelled for the restricted Pod Security Standard', () => {
    const namespace = objects.find((object) => object.kind === 'Namespace');
    expect(namespace?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) expect(object.metadata.namespace).toBe(namespace?.metadata.name);
  });
});

describe('k8s/overlays/local', () => {
  it('generates its Secret only from values marked local-only', () => {
    const secrets = overlays.local.filter((object) => object.kind === 'Secret');
    expect(secrets).toHaveLength(1);
    for (const [key, encoded] of Object.entries(secrets[0].data ?? {})) {
      const value = Buffer.from(encoded, 'base64').toString('utf8');
      const nested = Buffer.from(value, 'base64').toString('utf8');
      expect({ key, localOnly: value.includes('local-only') || nested.includes('local-only') }).toEqual({ key, localOnly: true });
    }
  });

  it('brings Postgres, NATS with JetStream and Redis with AOF and noeviction', () => {
    const infra = Object.fromEntries(
      overlays.local
        .filter((object) => object.kind === 'StatefulSet')
        .map((object) => [object.metadata.name, object.spec.template.spec.containers[0]]),
    );
    expect(Object.keys(infra).sort()).toEqual(['nats', 'postgres', 'redis']);
    expect(infra.nats.args).toContain('-js');
    expect(infra.redis.args.join(' ')).toMatch(/--appendonly yes --appendfsync everysec --maxmemory-policy noeviction/);
  });

  it("runs them as production does: NATS with the cluster's authorization, Redis without its default user, Postgres with each app's logins", () => {
    const statefulSet = (name: string) => overlays.local.filter((object) => object.kind === 'StatefulSet' && object.metadata.name === name)[0];
    /** The file a container sees at `path`, from the ConfigMap volume mounted there. */
    const mountedFile = (name: string, path: string) => {
      const pod = statefulSet(name).spec.template.spec;
      const mount = pod.containers[0].volumeMounts.find((candidate: { mountPath: string }) => path.startsWith(`${candidate.mountPath}/`));
      const volume = pod.volumes?.find((candidate: { name: string }) => candidate.name === mount?.name);
      const configMap = overlays.local.find((object) => object.kind === 'ConfigMap' && object.metadata.name === volume?.configMap?.name);
      return configMap?.data?.[path.slice(mount.mountPath.length + 1)];
    };
    const nats = statefulSet('nats').spec.template.spec.containers[0];
    const config = nats.args[nats.args.indexOf('-c') + 1];
    expect(mountedFile('nats', config)).toBe(readFileSync(join(REPO_ROOT, 'k8s/nats/nats-auth.conf'), 'utf8'));
    expect(statefulSet('redis').spec.template.spec.containers[0].args.join(' ')).toContain('--user default off');
    expect(mountedFile('postgres', '/docker-entrypoint-initdb.d/postgres-roles.sql')).toBe(
      readFileSync(join(REPO_ROOT, 'k8s/postgres/postgres-roles.sql'), 'utf8'),
    );
  });
});

function deploymentsOf(objects: K8sObject[]): K8sObject[] {
  return objects.filter((object) => object.kind === 'Deployment');
}
