import {
  DATABASE_PROCESSES,
  PROCESSES,
  REDIS_PROCESSES,
  credentialUser,
  databaseRolesScript,
  natsServerConfig,
  passwordVariable,
} from '@bizapi/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps, secretKeyOf } from './deployment-contract';
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
    for (const process of DATABASE_PROCESSES) {
      for (const variable of ['DATABASE_URL', 'MIGRATION_DATABASE_URL']) expect(template).toContain(`${secretKeyOf(variable, process)}: REPLACE_ME`);
    }
    // No key every app would share.
    expect(template).not.toMatch(/^ {2}DATABASE_URL:/m);
  });

  it.each(longRunningApps())('gives %s only its own PostgreSQL logins: DATABASE_URL to serve, the owner one to its migrate step', (app) => {
    const deployment = production.find((object) => object.kind === 'Deployment' && object.metadata.name === app) as K8sObject & {
      spec: { template: { spec: { containers: { name: string; env?: Env[] }[]; initContainers: { name: string; env?: Env[] }[] } } };
    };
    const pod = deployment.spec.template.spec;
    const databaseKeys = (containers: { env?: Env[] }[]) =>
      containers.flatMap((container) => container.env ?? []).flatMap((entry) => entry.valueFrom?.secretKeyRef?.key ?? []).filter((key) => key.includes('DATABASE_URL'));
    expect({ app: databaseKeys(pod.containers), migrate: databaseKeys(pod.initContainers) }).toEqual({
      app: [secretKeyOf('DATABASE_URL', app)],
      migrate: [secretKeyOf('MIGRATION_DATABASE_URL', app)],
    });
  });

  it('ships the PostgreSQL bootstrap exactly as the contracts generate it', () => {
    const committed = readFileSync(join(REPO_ROOT, 'k8s/postgres/postgres-roles.sql'), 'utf8');
    expect(committed.slice(committed.indexOf('-- Generated'))).toBe(databaseRolesScript({ namespace: '', database: 'bizapi' }));
  });

  it("ships the cluster's NATS authorization exactly as the contracts generate it", () => {
    const committed = readFileSync(join(REPO_ROOT, 'k8s/nats/nats-auth.conf'), 'utf8');
    const generated = natsServerConfig({ namespace: '', password: (process) => `$${passwordVariable('NATS', process)}` });
    expect(committed.slice(committed.indexOf('# Generated'))).toBe(generated);
  });
});
