import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { checkCompose, parseCompose } from './compose-checks';
import { REPO_ROOT, longRunningApps } from './deployment-contract';

const compose = readFileSync(join(REPO_ROOT, 'docker/compose.yaml'), 'utf8');
const apps = longRunningApps();

describe('docker/compose.yaml', () => {
  it('runs every app after its migrate one-shot, with healthchecks, on NATS JetStream and Redis AOF', () => {
    expect(checkCompose(compose, apps)).toEqual([]);
  });

  it('documents every variable it interpolates in docker/.env.example', () => {
    const example = readFileSync(join(REPO_ROOT, 'docker/.env.example'), 'utf8');
    const required = [...compose.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
    for (const variable of new Set(required)) expect(example).toMatch(new RegExp(`^${variable}=`, 'm'));
  });
});

// Mutations poke into a parsed compose file of known shape.
 
describe('the compose checks catch a broken compose file', () => {
  const mutate = (change: (services: Record<string, any>) => void) => {
    const parsed = parseCompose(compose) as { services: Record<string, any> };
    change(parsed.services);
    return stringify(parsed);
  };

  it.each([
    ['no webhooks service', (s: Record<string, any>) => delete s.webhooks, 'webhooks: no compose service'],
    ['gateway without migrate dependency', (s: Record<string, any>) => delete s.gateway.depends_on['gateway-migrate'], 'gateway: does not wait for a one-shot'],
    ['migrate only started, not completed', (s: Record<string, any>) => (s['people-crm'].depends_on['people-crm-migrate'].condition = 'service_started'), 'people-crm: does not wait for a one-shot'],
    ['people-crm without healthcheck', (s: Record<string, any>) => delete s['people-crm'].healthcheck, 'people-crm: no healthcheck'],
    ['JWT_SECRET written in the file', (s: Record<string, any>) => (s.gateway.environment.JWT_SECRET = 'not-so-secret-not-so-secret-not-so-secret'), 'gateway: JWT_SECRET is written in the file'],
    ['NATS without JetStream', (s: Record<string, any>) => (s.nats.command = ['-m', '8222']), 'nats: JetStream is off'],
    ['Redis without AOF', (s: Record<string, any>) => (s.redis.command = ['redis-server']), 'redis: AOF is off'],
    ['postgres latest', (s: Record<string, any>) => (s.postgres.image = 'postgres:latest'), 'postgres: image postgres:latest uses the tag latest'],
    ["helpdesk with the gateway's login", (s: Record<string, any>) => (s.helpdesk.environment.DATABASE_URL = s.gateway.environment.DATABASE_URL), 'helpdesk: DATABASE_URL logs in as bizapi-gateway, not its own bizapi-helpdesk'],
    ['migrations as the serving login', (s: Record<string, any>) => (s['finance-migrate'].environment.MIGRATION_DATABASE_URL = s.finance.environment.DATABASE_URL), 'finance: finance-migrate: MIGRATION_DATABASE_URL logs in as bizapi-finance, not the schema owner'],
    ['a literal database password', (s: Record<string, any>) => (s.webhooks.environment.DATABASE_URL = 'postgres://bizapi-webhooks:hunter2@postgres:5432/bizapi'), 'webhooks: DATABASE_URL carries a literal password'],
    ["Redis's default user on", (s: Record<string, any>) => (s.redis.command = s.redis.command.slice(0, -3)), 'redis: the default user is on'],
    ['NATS without authorization', (s: Record<string, any>) => (s.nats.volumes = ['nats-data:/data']), 'nats: without the authorization'],
    ['postgres without the logins', (s: Record<string, any>) => (s.postgres.volumes = ['postgres-data:/var/lib/postgresql/data']), 'postgres: does not make the logins'],
    ['no edge in front', (s: Record<string, any>) => delete s.edge, 'no edge service'],
    ['the panel routed to the gateway', (s: Record<string, any>) => (s.edge.environment.PANEL_URL = 'http://gateway:3000'), 'edge: PANEL_URL is not the panel service'],
    ['the gateway published past the edge', (s: Record<string, any>) => (s.gateway.ports = ['3000:3000']), 'gateway: publishes a port'],
  ])('%s', (_name, change, expected) => {
    expect(checkCompose(mutate(change), apps).some((problem) => problem.includes(expected))).toBe(true);
  });
});
