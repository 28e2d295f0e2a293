import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCompose } from './compose-checks';
import { REPO_ROOT } from './deployment-contract';
import { Container, EnvVar } from './k8s-types';
import { renderKustomization } from './kustomize';

/**
 * The gateway's node flags and malloc setting (docs/operations/scale.md, "Memory") are written three
 * times: the launcher (npm start, the tests, the bench, where they were measured), the Deployment
 * and the compose service. A change to one that misses the others would ship settings no bench
 * ran, so the three are compared here.
 */
const { GATEWAY_NODE_FLAGS, GATEWAY_ENV } = require(join(REPO_ROOT, 'libs/launcher/src/stack.cjs')) as {
  GATEWAY_NODE_FLAGS: string[];
  GATEWAY_ENV: Record<string, string>;
};

const MAIN = 'apps/gateway/dist/main.js';
const measured = { command: ['node', ...GATEWAY_NODE_FLAGS, MAIN], env: GATEWAY_ENV };

function gatewayContainer(overlay: string): Container {
  const objects = renderKustomization(join(REPO_ROOT, 'k8s/overlays', overlay));
  const deployment = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'gateway');
  return (deployment?.spec.template.spec.containers as Container[]).find((container) => container.name === 'app') as Container;
}

describe("the gateway's runtime settings", () => {
  it('are some: node flags and an environment the launcher passes', () => {
    expect(GATEWAY_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(Object.keys(GATEWAY_ENV).length).toBeGreaterThan(0);
  });

  it.each(['production', 'local'])('are the same in the %s overlay as under npm start and the bench', (overlay) => {
    const container = gatewayContainer(overlay);
    expect(container.args).toEqual(measured.command);
    const env = Object.fromEntries(((container.env ?? []) as EnvVar[]).map(({ name, value }) => [name, value]));
    for (const [name, value] of Object.entries(measured.env)) expect(env[name]).toBe(value);
  });

  it('are the same in docker/compose.yaml', () => {
    const compose = parseCompose(readFileSync(join(REPO_ROOT, 'docker/compose.yaml'), 'utf8')) as {
      services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
    };
    const gateway = compose.services.gateway;
    expect(gateway.command).toEqual(measured.command);
    for (const [name, value] of Object.entries(measured.env)) expect(gateway.environment?.[name]).toBe(value);
  });
});
