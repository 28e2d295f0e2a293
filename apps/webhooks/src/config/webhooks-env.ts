import { RuntimeEnv, loadEnv, looksGuessable } from '@bizapi/runtime';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** The webhooks service's configuration (docs/design/architecture-contract.md "Configuration"). */
export class WebhooksEnv extends RuntimeEnv {
  /** How long a receiver has to answer 200. */
  @IsInt() @Min(100) @Max(60_000)
  WEBHOOK_TIMEOUT_MS: number = 5_000;

  /** Delay before each attempt; the count of values is the number of attempts. */
  @Matches(/^\d+(,\d+){0,19}$/, { message: 'WEBHOOK_RETRY_DELAYS_MS must be a comma-separated list of milliseconds' })
  WEBHOOK_RETRY_DELAYS_MS: string = '0,30000,120000,600000,3600000';

  /** Consecutive failed events that deactivate a subscription. */
  @IsInt() @Min(1)
  WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: number = 20;

  /** Local development and tests only: accept http:// and private or loopback addresses. */
  @IsBoolean()
  WEBHOOK_ALLOW_INSECURE_URLS: boolean = false;

  /**
   * Accept and reach `http://` receivers on this machine (`localhost`, 127.0.0.0/8, `[::1]`), for a
   * developer's receiver. `npm start` sets it outside production; false by default, so a deployment
   * that forgot NODE_ENV=production does not let subscriptions dial its own ports.
   */
  @IsBoolean()
  WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: boolean = false;

  /** Base64 of 32 bytes: the AES-256-GCM key that encrypts webhook secrets at rest. Required. */
  @IsOptional() @IsString()
  WEBHOOK_SECRET_KEY: string | undefined = undefined;

  /** Active subscriptions a company may hold: each one multiplies every event of the company into a delivery. */
  @IsInt() @Min(1) @Max(1000)
  WEBHOOK_MAX_SUBSCRIPTIONS_PER_COMPANY: number = 25;

  /** Deliveries in flight per replica. */
  @IsInt() @Min(1) @Max(1000)
  WEBHOOK_DELIVERY_CONCURRENCY: number = 50;

  /**
   * Deliveries in flight per subscription across all replicas: one slow
   * receiver cannot take every slot. Low values make fast subscriptions wait
   * for slots they would free in milliseconds (docs/benchmarks-history.md,
   * "Webhooks").
   */
  @IsInt() @Min(1) @Max(1000)
  WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: number = 20;

  /**
   * Deliveries in flight per company across all replicas (a Redis count):
   * a company whose receivers are slow holds this many workers, not all of
   * them. Past it, the company's jobs wait their turn, like a full subscription's.
   * Twice one replica's concurrency: a lone replica never holds a job back on it
   * (at equal values a job taken while another's slot is being given back waits
   * its turn, and the queue saturates); it binds once replicas together
   * have more workers.
   */
  @IsInt() @Min(1) @Max(10_000)
  WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY: number = 100;

  /**
   * Deliveries a company may have pending (queued, waiting their turn in the
   * queue or retrying) before its replays and resends are refused with 429:
   * twice the largest replay, so one full replay fits beside an ordinary
   * backlog. Its live events are never refused nor dropped.
   */
  @IsInt() @Min(1) @Max(10_000_000)
  WEBHOOK_MAX_PENDING_PER_COMPANY: number = 20_000;

  /**
   * Replayed deliveries each replica feeds into the queue per second for one
   * company: a replay of 10,000 events then takes minutes instead of seconds,
   * and the company's replays cannot take the delivery workers' CPU from its
   * own live events and from other companies (live events are not paced).
   */
  @IsInt() @Min(1) @Max(100_000)
  WEBHOOK_REPLAY_DELIVERIES_PER_SECOND: number = 50;

  /**
   * Replayed deliveries in flight per replica: a replay's deliveries have a
   * queue and workers of their own, beside the WEBHOOK_DELIVERY_CONCURRENCY
   * of live ones, so a replay storm never makes a live event wait for a
   * worker. A replay to a slow receiver goes this many at a time per replica.
   */
  @IsInt() @Min(1) @Max(1000)
  WEBHOOK_REPLAY_CONCURRENCY: number = 10;

  /** How soon a delivery whose worker died is picked up again. */
  @IsInt() @Min(500)
  WEBHOOK_STALLED_INTERVAL_MS: number = 30_000;

  /** How often PostgreSQL's pending deliveries are checked against the queue (recovers jobs Redis lost). */
  @IsInt() @Min(500)
  WEBHOOK_SWEEP_INTERVAL_MS: number = 60_000;

  /** How long JetStream waits for the intake to acknowledge an event before sending it again (e.g. after a crash). */
  @IsInt() @Min(1000)
  WEBHOOK_INTAKE_ACK_WAIT_MS: number = 10_000;

  /** How long received events are kept for replay. */
  @IsInt() @Min(1)
  WEBHOOK_EVENT_RETENTION_DAYS: number = 30;

  /** How long a rotated-out secret still signs deliveries. */
  @IsInt() @Min(0)
  WEBHOOK_SECRET_ROTATION_GRACE_SECONDS: number = 86_400;

  override usesRedis(): boolean {
    return true;
  }

  override productionProblems(): string[] {
    const problems = super.productionProblems();
    if (this.WEBHOOK_ALLOW_INSECURE_URLS) problems.push('WEBHOOK_ALLOW_INSECURE_URLS must not be true: it lets subscriptions reach http:// and private addresses');
    if (this.WEBHOOK_ALLOW_LOOPBACK_RECEIVERS) {
      problems.push("WEBHOOK_ALLOW_LOOPBACK_RECEIVERS must not be true: it lets subscriptions reach this machine's own ports");
    }
    const key = this.WEBHOOK_SECRET_KEY ? Buffer.from(this.WEBHOOK_SECRET_KEY, 'base64') : undefined;
    if (!key) problems.push('WEBHOOK_SECRET_KEY is required: base64 of 32 random bytes (`openssl rand -base64 32`)');
    else if (key.length !== 32 || looksGuessable(key)) problems.push('WEBHOOK_SECRET_KEY must be base64 of 32 random bytes (`openssl rand -base64 32`)');
    return problems;
  }
}

/** The process's webhooks configuration, read once. */
export const webhooksEnv: WebhooksEnv = loadEnv(WebhooksEnv);

/** WEBHOOK_RETRY_DELAYS_MS as numbers: the delay before attempt 1, 2, ... */
export function retryDelays(env: Pick<WebhooksEnv, 'WEBHOOK_RETRY_DELAYS_MS'>): number[] {
  return env.WEBHOOK_RETRY_DELAYS_MS.split(',').map(Number);
}
