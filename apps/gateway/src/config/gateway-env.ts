import { RuntimeEnv, looksGuessable } from '@bizapi/runtime';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

/** The gateway's configuration (docs/design/architecture-contract.md "Configuration"). */
export class GatewayEnv extends RuntimeEnv {
  @IsInt() @Min(0) @Max(65535)
  PORT: number = 3000;

  /** Prometheus' `/metrics`, on a port of its own: the public port never serves it. */
  @IsInt() @Min(0) @Max(65535)
  METRICS_PORT: number = 9464;

  /** Signs access tokens. Required in production; generated per start in development. */
  @IsOptional() @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string | undefined = undefined;

  @IsInt() @Min(1) @Max(86_400)
  ACCESS_TOKEN_TTL_SECONDS: number = 3600;

  /** How long after its expiry an access token can still be exchanged at /auth/refresh-token. */
  @IsInt() @Min(0)
  REFRESH_GRACE_SECONDS: number = 7 * 86_400;

  /**
   * Longest a session lasts from the `/auth` that began it: refreshes carry
   * its start forward, so a stolen token cannot be refreshed forever. After
   * it, the client signs in again with its key and secret.
   */
  @IsInt() @Min(1)
  SESSION_MAX_SECONDS: number = 7 * 86_400;

  @IsInt() @Min(1)
  RATE_LIMIT_PER_MINUTE: number = 100;

  /**
   * Requests one company may have in flight at once at this replica (the
   * fleet's cap is replicas × this); past it, 429 RATE_LIMIT_EXCEEDED with
   * `Retry-After: 1` (docs/decisions.md, "Requests in flight per company").
   */
  @IsInt() @Min(1) @Max(100_000)
  IN_FLIGHT_PER_COMPANY: number = 32;

  /** Of those, accounting reports (trial balance, balance sheet, general ledger, account statement, dashboard). */
  @IsInt() @Min(1) @Max(100_000)
  REPORTS_IN_FLIGHT_PER_COMPANY: number = 4;

  /**
   * How long a 429 waits before it is answered (never longer than its `Retry-After`; 0 answers at
   * once): a client that asks again at once without waiting is slowed to about one request a
   * second per connection (docs/decisions.md, "Refusals are held").
   */
  @IsInt() @Min(0) @Max(60_000)
  REFUSAL_HOLD_MS: number = 1_000;

  /** Refusals held at once by this replica (each holds a socket and a timer); past it they are answered at once. */
  @IsInt() @Min(0) @Max(100_000)
  REFUSAL_HOLD_MAX: number = 1_024;

  /** Attempts at /auth and /auth/refresh-token per API key per minute. */
  @IsInt() @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE: number = 20;

  /**
   * Bytes of whole answers to Idempotency-Key requests a company may have
   * kept in Redis over 24 hours; past it, answers are kept in compact form
   * only (docs/decisions.md, "Idempotency records").
   */
  @IsInt() @Min(0)
  IDEMPOTENCY_BUDGET_BYTES: number = 8 * 1024 * 1024;

  /** A client must send its request line and headers within this (slow-loris defence). */
  @IsInt() @Min(100) @Max(120_000)
  HTTP_HEADERS_TIMEOUT_MS: number = 10_000;

  /** A client must send its whole request, body included, within this. */
  @IsInt() @Min(100) @Max(600_000)
  HTTP_REQUEST_TIMEOUT_MS: number = 30_000;

  /** Trust X-Forwarded-* from the load balancer in front of the gateway. */
  @IsString()
  TRUST_PROXY: string = 'false';

  override usesRedis(): boolean {
    return true;
  }

  override productionProblems(): string[] {
    const problems = super.productionProblems();
    if (!this.JWT_SECRET) problems.push('JWT_SECRET is required (at least 32 random characters, e.g. `openssl rand -base64 48`)');
    else if (looksGuessable(this.JWT_SECRET)) problems.push('JWT_SECRET looks chosen by hand (too few distinct characters or under 128 bits): use `openssl rand -base64 48`');
    return problems;
  }
}
