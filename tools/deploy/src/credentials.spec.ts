import { PROCESSES, REDIS_PROCESSES, credentialUser, natsServerConfig, passwordVariable } from '@bizapi/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject } from './k8s-types';
import { renderKustomization } from './kustomize';

type Env = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };

const production = renderKustomization(join(REPO_ROOT, 'k8s/overlays/production'));

function appEnv(app: string): Map<string, Env> {
  const deployment = production.find((object) => object.kind === 'Deployment' && object.metadata.name === app) as K8sObject & {
    spec: { template: { spec: { containers: { name: string; env?: Env[] }[] } } };
  };
  const container = deployment.spec.template.spec.containers.find((candidate) => candidate.name === 'app');
  return new Map((container?.env ?? []).map((entry) => [entry.name, entry]));
}

describe('per-process credentials in the manifests', () => {
  it.each(longRunningApps())(
    "gives %s its own NATS user, and Redis user where it uses Redis, passwords from the Secret's key of that app",
    (app) => {
      const env = appEnv(app);
      const process = app as (typeof PROCESSES)[number];
      expect(env.get('NATS_USER')?.value).toBe(credentialUser(process, ''));
      expect(env.get('NATS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({ name: 'bizapi-secrets', key: passwordVariable('NATS', process) });
      if (REDIS_PROCESSES.includes(process)) {
        expect(env.get('REDIS_USERNAME')?.value).toBe(credentialUser(process, ''));
        expect(env.get('REDIS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({
          name: 'bizapi-secrets',
          key: passwordVariable('REDIS', process),
        });
      } else {
        expect(env.has('REDIS_PASSWORD')).toBe(false);
      }
    },
  );

  it('lists every password key in the Secret template', () => {
    const template = readFileSync(join(REPO_ROOT, 'k8s/secrets/bizapi-secrets.template.yaml'), 'utf8');
    for (const process of PROCESSES) expect(template).toContain(`${passwordVariable('NATS', process)}: REPLACE_ME`);
    for (const process of REDIS_PROCESSES) expect(template).toContain(`${passwordVariable('REDIS', process)}: REPLACE_ME`);
  });

  it("ships the cluster's NATS authorization exactly as the contracts generate it", () => {
    const committed = readFileSync(join(REPO_ROOT, 'k8s/nats/nats-auth.conf'), 'utf8');
    const generated = natsServerConfig({ namespace: '', password: (process) => `$${passwordVariable('NATS', process)}` });
    expect(committed.slice(committed.indexOf('# Generated'))).toBe(generated);
  });
});
