import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What operators rely on, as data; the checks read it (docs/operations/deploy.md, configure.md). */

export const REPO_ROOT = resolve(__dirname, '../../..');

/** Apps that run as a one-shot command, never as a Deployment or compose service. */
export const ONE_SHOT_APPS = ['admin-cli'];

/** Apps the deployment must run even before their folder lands in apps/. */
export const REQUIRED_APPS = ['gateway', 'panel', 'people-crm', 'webhooks', 'accounting', 'sales-contracts', 'finance', 'projects-hr', 'helpdesk'];

/** The API: the app people's clients reach first (Compose publishes its port). */
export const PUBLIC_APP = 'gateway';

/**
 * The apps with an HTTP port the Ingress routes to (PORT; health and metrics on METRICS_PORT): the
 * API and the company panel's pages. Every other app serves health on HEALTH_PORT.
 */
export const HTTP_APPS = ['gateway', 'panel'];
export const DEFAULT_PORT = 3000;
export const DEFAULT_HEALTH_PORT = 8080;
export const DEFAULT_METRICS_PORT = 9464;

export const READY_PATH = '/health/ready';
export const LIVE_PATH = '/health/live';

/** Variables whose values are secrets: only ever from a Secret, never in a ConfigMap or literal. */
export const SECRET_VARIABLES = ['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'JWT_SECRET', 'WEBHOOK_SECRET_KEY', 'NATS_PASSWORD', 'REDIS_PASSWORD'];

/** The secrets each app's serving container gets; it gets no other (least privilege). */
export function secretsOf(app: string): string[] {
  // Every app has its own PostgreSQL login and NATS user; the two that use Redis have a Redis user (libs/contracts/src/security).
  if (app === 'gateway') return ['DATABASE_URL', 'JWT_SECRET', 'NATS_PASSWORD', 'REDIS_PASSWORD'];
  if (app === 'webhooks') return ['DATABASE_URL', 'WEBHOOK_SECRET_KEY', 'NATS_PASSWORD', 'REDIS_PASSWORD'];
  if (app === 'panel') return ['DATABASE_URL', 'NATS_PASSWORD', 'REDIS_PASSWORD'];
  return ['DATABASE_URL', 'NATS_PASSWORD'];
}

/** The one secret of an app's migrate step (init container, compose one-shot): its schema owner's login. */
export const MIGRATE_SECRETS = ['MIGRATION_DATABASE_URL'];

/** Secrets each app has its own of: the Secret holds one key per app, `<VARIABLE>_<APP>`. */
const PER_APP_SECRETS = ['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'NATS_PASSWORD', 'REDIS_PASSWORD'];

/** The key of bizapi-secrets a variable of an app comes from: `DATABASE_URL_PEOPLE_CRM`, `JWT_SECRET`. */
export function secretKeyOf(variable: string, app: string): string {
  return PER_APP_SECRETS.includes(variable) ? `${variable}_${app.toUpperCase().replace(/-/g, '_')}` : variable;
}

/** Every configuration variable of docs/design/architecture-contract.md and docs/operations/configure.md. */
export const CONFIG_VARIABLES = [
  'PORT',
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'NATS_URL',
  'NATS_USER',
  'NATS_PASSWORD',
  'REDIS_URL',
  'REDIS_USERNAME',
  'REDIS_PASSWORD',
  'JWT_SECRET',
  'ACCESS_TOKEN_TTL_SECONDS',
  'RATE_LIMIT_PER_MINUTE',
  'AUTH_RATE_LIMIT_PER_MINUTE',
  'IDEMPOTENCY_BUDGET_BYTES',
  'TRUST_PROXY',
  'BIZAPI_NAMESPACE',
  'LOG_LEVEL',
  'HEALTH_PORT',
  'METRICS_PORT',
  'DB_POOL_SIZE',
  'RPC_TIMEOUT_MS',
  'RPC_LIVENESS_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'NODE_ENV',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_RETRY_DELAYS_MS',
  'WEBHOOK_DISABLE_AFTER_FAILED_EVENTS',
  'WEBHOOK_ALLOW_INSECURE_URLS',
  'WEBHOOK_SECRET_KEY',
  'EVENTS_STREAM_REPLICAS',
  'EVENTS_STREAM_MAX_BYTES',
  'PANEL_PUBLIC_URL',
];

/**
 * Variables that stay unset unless a deployment needs them (a managed service's credentials
 * file or CA): documented with the others, set by a component or an overlay, not by the base.
 */
export const OPTIONAL_CONFIG_VARIABLES = [
  'NATS_CREDS_FILE',
  'NATS_NKEY_SEED_FILE',
  'NATS_CA_FILE',
  'DATABASE_CA_FILE',
  'REDIS_CA_FILE',
  // The company panel's own settings: their defaults fit production (docs/panel.md, "Configuration").
  'PANEL_COOKIE_SECURE',
  'PANEL_SESSION_IDLE_SECONDS',
  'PANEL_SESSION_MAX_SECONDS',
  'PANEL_SIGNIN_ATTEMPTS_PER_ACCOUNT',
  'PANEL_SIGNIN_ATTEMPTS_PER_ADDRESS',
  'PANEL_SIGNIN_WINDOW_SECONDS',
];

/** Long-running apps: every folder of apps/ that is not one-shot, and the required ones. */
export function longRunningApps(root = REPO_ROOT): string[] {
  const folders = readdirSync(join(root, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [...new Set([...REQUIRED_APPS, ...folders])].filter((app) => !ONE_SHOT_APPS.includes(app)).sort();
}

/** The start command of an app, and its migrate command (init container, compose one-shot). */
export const mainOf = (app: string) => `apps/${app}/dist/main.js`;
export const migrateCommandOf = (app: string) => ['node', mainOf(app), 'migrate'];
