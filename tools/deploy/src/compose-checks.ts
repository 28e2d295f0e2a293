import { ProcessName, databaseRole } from '@bizapi/contracts';
import { parse } from 'yaml';
import { PUBLIC_APP, SECRET_VARIABLES, migrateCommandOf, secretsOf } from './deployment-contract';
import { checkImage } from './manifest-checks';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  volumes?: string[];
  ports?: string[];
}

/** Parses docker/compose.yaml as Compose does (YAML merge keys `<<:` included). */
export function parseCompose(content: string): { services?: Record<string, ComposeService> } {
  return parse(content, { merge: true }) ?? {};
}

/**
 * What docker/compose.yaml must do, as a list of problems (empty when all is
 * well): every app built from docker/Dockerfile, started only after its own
 * migrate one-shot succeeded, with a healthcheck and production settings;
 * NATS with JetStream on a volume; Redis with AOF and noeviction; no secret
 * written into the file; no unpinned image.
 */
export function checkCompose(content: string, apps: string[]): string[] {
  const problems: string[] = [];
  const services = parseCompose(content).services ?? {};
  const dependencies = (service: ComposeService) =>
    Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
      : (service.depends_on ?? {});
  const commandOf = (service: ComposeService) => (Array.isArray(service.command) ? service.command : (service.command ?? '').split(/\s+/));

  for (const app of apps) {
    const say = (problem: string) => problems.push(`${app}: ${problem}`);
    const service = services[app];
    if (!service) {
      say('no compose service');
      continue;
    }
    if (service.build?.dockerfile !== 'docker/Dockerfile' || service.build?.args?.APP !== app) {
      say('not built from docker/Dockerfile with APP=' + app);
    }
    if (!service.healthcheck?.test || service.healthcheck.disable) say('no healthcheck');
    const migrateName = Object.entries(dependencies(service)).find(
      ([name, dependency]) => dependency.condition === 'service_completed_successfully' && commandOf(services[name] ?? {}).join(' ') === migrateCommandOf(app).join(' '),
    )?.[0];
    if (!migrateName) say(`does not wait for a one-shot \`${migrateCommandOf(app).join(' ')}\` (condition service_completed_successfully)`);
    else {
      const migrate = services[migrateName];
      if (migrate.image !== service.image || migrate.build?.args?.APP !== app) say(`${migrateName} does not run the app's image`);
      if (dependencies(migrate).postgres?.condition !== 'service_healthy') say(`${migrateName} does not wait for a healthy postgres`);
      // Migrations as the schema's owner, and nothing else of the app's.
      const owner = databaseRole(app as ProcessName, '', 'owner');
      const login = loginOf(migrate.environment?.MIGRATION_DATABASE_URL);
      if (login !== owner) say(`${migrateName}: MIGRATION_DATABASE_URL logs in as ${login}, not the schema owner ${owner}`);
      if (migrate.environment?.DATABASE_URL !== undefined) say(`${migrateName} gets DATABASE_URL, which it does not need`);
    }
    // Serving with its own login only.
    const own = databaseRole(app as ProcessName, '');
    const login = loginOf(service.environment?.DATABASE_URL);
    if (login !== own) say(`DATABASE_URL logs in as ${login}, not its own ${own}`);
    if (service.environment?.MIGRATION_DATABASE_URL !== undefined) say('gets MIGRATION_DATABASE_URL, which only its migrate one-shot needs');
    if (dependencies(service).nats?.condition !== 'service_healthy') say('does not wait for a healthy nats');
    const environment = service.environment ?? {};
    if (environment.NODE_ENV !== 'production') say('NODE_ENV is not production');
    for (const name of secretsOf(app)) if (!(name in environment)) say(`does not get ${name}`);
    if ((service.ports ?? []).length) say('publishes a port: the edge is the one way in');
  }

  // The API's origin, as the Ingress serves it: /panel to the panel, the rest to the API.
  const edge = services.edge;
  if (!edge) problems.push('no edge service');
  else {
    if (!(edge.ports ?? []).some((port) => String(port).endsWith(':3000'))) problems.push('edge: publishes no port to 3000');
    if (!(edge.volumes ?? []).some((volume) => volume.startsWith('../libs/launcher/src/edge.cjs:'))) problems.push("edge: does not run the launcher's edge (libs/launcher/src/edge.cjs)");
    if (new URL(String(edge.environment?.GATEWAY_URL ?? 'x:')).hostname !== PUBLIC_APP) problems.push(`edge: GATEWAY_URL is not the ${PUBLIC_APP} service`);
    if (new URL(String(edge.environment?.PANEL_URL ?? 'x:')).hostname !== 'panel') problems.push('edge: PANEL_URL is not the panel service');
  }

  for (const [name, service] of Object.entries(services)) {
    for (const variable of SECRET_VARIABLES) {
      const value = service.environment?.[variable];
      // A secret is interpolated from docker/.env (`${JWT_SECRET:?...}`), never written here; a URL's password likewise.
      const url = variable.endsWith('DATABASE_URL');
      if (typeof value === 'string' && !url && !/^\$\{\w+:\?/.test(value)) {
        problems.push(`${name}: ${variable} is written in the file; interpolate it from docker/.env`);
      }
      if (url && typeof value === 'string' && /:\/\/[^/:@]+:(?!\$\{)[^@]+@/.test(value)) {
        problems.push(`${name}: ${variable} carries a literal password`);
      }
    }
    if (service.image && !service.build) {
      const problem = checkImage(service.image, true);
      if (problem) problems.push(`${name}: ${problem}`);
    }
  }

  const nats = services.nats;
  if (!nats) problems.push('no nats service');
  else {
    if (!commandOf(nats).some((word) => word === '-js' || word === '--jetstream')) problems.push('nats: JetStream is off (-js)');
    if (!(nats.volumes ?? []).some((volume) => volume.startsWith('../k8s/nats/nats-auth.conf:'))) problems.push('nats: without the authorization of k8s/nats/nats-auth.conf');
    if (!(nats.volumes ?? []).length) problems.push('nats: JetStream data on no volume');
  }
  const redis = services.redis;
  if (!redis) problems.push('no redis service');
  else {
    const command = commandOf(redis).join(' ');
    if (!/--appendonly yes/.test(command)) problems.push('redis: AOF is off (--appendonly yes)');
    if (!/--appendfsync everysec/.test(command)) problems.push('redis: --appendfsync everysec missing');
    if (!/--maxmemory-policy noeviction/.test(command)) problems.push('redis: evicts keys (--maxmemory-policy noeviction)');
    if (!/--user default off/.test(command)) problems.push('redis: the default user is on (--user default off)');
    if (!(redis.volumes ?? []).length) problems.push('redis: data on no volume');
  }
  const postgres = services.postgres;
  if (!postgres) problems.push('no postgres service');
  else {
    if (!postgres.healthcheck?.test) problems.push('postgres: no healthcheck');
    if (!(postgres.volumes ?? []).some((volume) => volume.startsWith('../k8s/postgres/postgres-roles.sql:/docker-entrypoint-initdb.d/'))) {
      problems.push('postgres: does not make the logins at first start (k8s/postgres/postgres-roles.sql)');
    }
  }
  return problems;
}

/** The user a postgres:// URL logs in as (as written, `${…}` interpolations left in the password). */
function loginOf(url: unknown): string | undefined {
  return typeof url === 'string' ? /^postgres(?:ql)?:\/\/([^:@/]+)[:@]/.exec(url)?.[1] : undefined;
}
