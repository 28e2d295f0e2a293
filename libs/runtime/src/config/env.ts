import { plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, Min, ValidateIf, validateSync } from 'class-validator';
import { readFileSync } from 'node:fs';
import { withCaFile } from '../database/database-tls';
import { DEFAULT_LIVENESS_MS } from '../nats/request-liveness';
import { releaseVersion } from './release-version';

/**
 * Configuration shared by every process (docs/design/architecture-contract.md "Configuration").
 * Each property has a default, so the class lists every variable it reads;
 * an app extends it with its own.
 */
export class RuntimeEnv {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: string = 'development';

  /** This process's own login: rights on the rows of its schema only (docs/operations/security.md, "Security: PostgreSQL roles"). */
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/bizapi';

  /** The schema owner's login, used by `main.js migrate` only; DATABASE_URL when unset (a single login). */
  @Matches(/^(postgres(ql)?:\/\/|$)/, { message: 'MIGRATION_DATABASE_URL must be a postgres:// URL' })
  MIGRATION_DATABASE_URL: string = '';

  @Matches(/^(nats|tls):\/\//, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /** This process's own NATS user and password (each process has one: docs/operations/security.md). */
  @IsString()
  NATS_USER: string = '';

  @IsString()
  NATS_PASSWORD: string = '';

  /** Instead of a user and password: a credentials file (JWT and NKey seed: operator mode, Synadia Cloud). */
  @IsString()
  NATS_CREDS_FILE: string = '';

  /** Instead of a user and password: a file holding the user's NKey seed. */
  @IsString()
  NATS_NKEY_SEED_FILE: string = '';

  /** CA certificates (PEM) the NATS servers' TLS certificates must chain to; TLS is then required. */
  @IsString()
  NATS_CA_FILE: string = '';

  /** CA certificates (PEM) PostgreSQL's certificate must chain to: TLS with the host name verified (verify-full). */
  @IsString()
  DATABASE_CA_FILE: string = '';

  /** CA certificates (PEM) Redis's certificate must chain to; TLS is then used whatever REDIS_URL's scheme. */
  @IsString()
  REDIS_CA_FILE: string = '';

  /** This process's Redis ACL user and password (processes that use Redis); credentials in REDIS_URL work too. */
  @IsString()
  REDIS_USERNAME: string = '';

  @IsString()
  REDIS_PASSWORD: string = '';

  /** Prefix of NATS subjects and streams, Redis keys and queues; empty in a normal deployment. */
  @Matches(/^[a-z0-9_-]{0,40}$/, { message: 'BIZAPI_NAMESPACE must be lower-case letters, digits, - or _' })
  BIZAPI_NAMESPACE: string = '';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** Port of /health/live and /health/ready on processes without a public port. */
  @IsInt() @Min(0) @Max(65535)
  HEALTH_PORT: number = 8080;

  @IsInt() @Min(1) @Max(200)
  DB_POOL_SIZE: number = 10;

  /** Longest a NATS request to another service may take. */
  @IsInt() @Min(100)
  RPC_TIMEOUT_MS: number = 10_000;

  /**
   * Longest a NATS request may hear nothing (no reply, no progress message) from the replica that took it
   * before it is given up as timed out (docs/reliability.md, "A killed replica"); 0: wait for RPC_TIMEOUT_MS only.
   */
  @ValidateIf((env: RuntimeEnv) => env.RPC_LIVENESS_MS !== 0)
  @IsInt()
  @Min(1_000)
  RPC_LIVENESS_MS: number = DEFAULT_LIVENESS_MS;

  /** Longest a SIGTERM waits for in-flight work before closing anyway. */
  @IsInt() @Min(0)
  SHUTDOWN_TIMEOUT_MS: number = 10_000;

  /** JetStream servers that keep a copy of the events stream (1, or 3/5 on a JetStream cluster); applied at start; 0: left as it is. */
  @IsInt() @Min(0) @Max(5)
  EVENTS_STREAM_REPLICAS: number = 0;

  /** Bytes the events stream may store, its oldest events dropped past them; -1: no limit; 0: left as it is. Applied at start. */
  @IsInt() @Min(-1)
  EVENTS_STREAM_MAX_BYTES: number = 0;

  /** OpenTelemetry's service.version: the image sets it at build (docker/Dockerfile); else the release of the root package.json. */
  @IsString()
  SERVICE_VERSION: string = releaseVersion();

  /** When the daily automatic moves run (cron, UTC; `automations:run` runs them on demand). */
  @Matches(/^\S+( \S+){4,5}$/, { message: 'AUTOMATIONS_CRON must be a cron expression of 5 or 6 fields' })
  AUTOMATIONS_CRON: string = '15 0 * * *';

  /**
   * Settings that are valid but unsafe outside a laptop: each process adds
   * its own. With NODE_ENV=production any of them stops the start.
   */
  productionProblems(): string[] {
    // `main.js migrate` (the init container) talks to Postgres only: it gets no NATS or Redis user.
    return process.argv[2] === 'migrate' ? [] : credentialProblems(this, this.usesRedis());
  }

  /** Where the process connects: DATABASE_URL, with DATABASE_CA_FILE's trust when set. */
  databaseUrl(): string {
    return withCaFile(this.DATABASE_URL, this.DATABASE_CA_FILE);
  }

  /** Where `main.js migrate` connects: the schema owner's login, or the process's own when there is one login. */
  migrationDatabaseUrl(): string {
    return withCaFile(this.MIGRATION_DATABASE_URL || this.DATABASE_URL, this.DATABASE_CA_FILE);
  }

  /** Files the configuration names that cannot be read: a start that would fail later, told now. */
  fileProblems(): string[] {
    const files = ['NATS_CREDS_FILE', 'NATS_NKEY_SEED_FILE', 'NATS_CA_FILE', 'DATABASE_CA_FILE', 'REDIS_CA_FILE'] as const;
    return files.flatMap((variable) => {
      const path = this[variable];
      if (!path) return [];
      try {
        readFileSync(path);
        return [];
      } catch (error) {
        return [`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`];
      }
    });
  }

  /** Whether the process talks to Redis (its credentials are then required in production). */
  usesRedis(): boolean {
    return false;
  }
}

type Credentials = Pick<
  RuntimeEnv,
  'NATS_USER' | 'NATS_PASSWORD' | 'NATS_CREDS_FILE' | 'NATS_NKEY_SEED_FILE' | 'REDIS_URL' | 'REDIS_USERNAME' | 'REDIS_PASSWORD'
>;

/**
 * NATS and Redis accept anyone without credentials: production needs this
 * process's own user on both (NATS's as a password, a credentials file or an
 * NKey; Redis's may be in REDIS_URL).
 */
export function credentialProblems(env: Credentials, usesRedis: boolean): string[] {
  const problems: string[] = [];
  if (!(env.NATS_USER && env.NATS_PASSWORD) && !env.NATS_CREDS_FILE && !env.NATS_NKEY_SEED_FILE) {
    problems.push(
      'NATS_USER and NATS_PASSWORD (or NATS_CREDS_FILE, or NATS_NKEY_SEED_FILE) are required: this process\'s own NATS user (docs/operations/security.md)',
    );
  }
  const url = URL.canParse(env.REDIS_URL) ? new URL(env.REDIS_URL) : undefined;
  if (usesRedis && !(env.REDIS_PASSWORD || url?.password)) {
    problems.push('REDIS_USERNAME and REDIS_PASSWORD are required: this process\'s own Redis ACL user (docs/operations/security.md)');
  }
  return problems;
}

/**
 * Whether a secret looks chosen by a person rather than drawn at random:
 * few distinct symbols, or under 128 bits by a per-symbol entropy estimate
 * (`changeme…`, `aaaa…`, a repeated word). Random base64 of 32 bytes
 * scores about 200 bits.
 */
export function looksGuessable(secret: string | Uint8Array): boolean {
  const symbols = typeof secret === 'string' ? [...secret] : [...secret].map(String);
  const counts = new Map<string, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bitsPerSymbol = 0;
  for (const count of counts.values()) {
    const share = count / symbols.length;
    bitsPerSymbol -= share * Math.log2(share);
  }
  return counts.size < 16 || bitsPerSymbol * symbols.length < 128;
}

/**
 * Reads the variables a config class declares from the environment, applies
 * defaults, converts numbers and booleans, and validates. A wrong value stops
 * the process with a message naming every variable at fault.
 */
export function loadEnv<T extends object>(envClass: new () => T, source: NodeJS.ProcessEnv = process.env): T {
  const defaults = new envClass() as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    if (value === undefined || value === '') {
      raw[key] = fallback;
    } else if (typeof fallback === 'number') {
      raw[key] = Number(value);
    } else if (typeof fallback === 'boolean') {
      raw[key] = value === 'true' ? true : value === 'false' ? false : value;
    } else {
      raw[key] = value;
    }
  }
  const config = plainToInstance(envClass, raw);
  const errors = validateSync(config);
  if (errors.length) {
    const problems = errors.map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = config as T & Partial<Pick<RuntimeEnv, 'NODE_ENV' | 'productionProblems' | 'fileProblems'>>;
  const unreadable = settings.fileProblems?.() ?? [];
  if (unreadable.length) throw new Error(`Invalid configuration:\n  ${unreadable.join('\n  ')}`);
  const unsafe = settings.NODE_ENV === 'production' ? (settings.productionProblems?.() ?? []) : [];
  if (unsafe.length) throw new Error(`Unsafe configuration for production (NODE_ENV=production):\n  ${unsafe.join('\n  ')}`);
  return config;
}
