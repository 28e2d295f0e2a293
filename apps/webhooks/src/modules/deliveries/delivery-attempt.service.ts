import { Inject, Injectable, Logger } from '@nestjs/common';
import { DelayedError, Job, UnrecoverableError } from 'bullmq';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { attemptTraced } from '../../observability/delivery-tracing';
import { AttemptResponse, DeliveryHttpClient } from '../network/delivery-http-client';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { DeliveryAttemptsRepository } from './delivery-attempts.repository';
import { DeliveryJobData } from './delivery-queue';
import { RetryPolicy } from './retry-policy';
import { signatureHeaders } from './signature';
import { DeliverySlots } from './delivery-slots';
import { FairShare } from './fair-share';
import { attemptInFlight, recordAttempt } from './delivery-metrics';

/** Thrown to have BullMQ try again after `retryDelayMs` (see deliveryWorkerOptions). */
export class RetryLater extends Error {
  constructor(
    readonly retryDelayMs: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * How long a job waits when its subscription (or company) has all its slots taken, doubling each time, up to the cap.
 * Short at first: a subscription is full for a moment whenever its receiver pauses, and a long first wait showed in the
 * tail of a fast receiver's first attempts (docs/reliability.md, "Tried on the way"); a slow receiver's jobs reach the cap
 * in a few waits.
 */
const SLOT_WAIT_MS = 50;
const SLOT_WAIT_CAP_MS = 5_000;
/** Clock skew between replicas (and PostgreSQL) tolerated before an attempt counts as early. */
const EARLY_TOLERANCE_MS = 1_000;

/**
 * One attempt of one delivery: POST the stored body, signed, to the
 * subscription's URL; record what happened; tell the queue whether and when
 * to try again. A delivery already settled, or whose subscription was
 * deactivated, is not attempted.
 */
@Injectable()
export class DeliveryAttemptService {
  private readonly logger = new Logger('DeliveryAttempt');

  constructor(
    private readonly attempts: DeliveryAttemptsRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly http: DeliveryHttpClient,
    private readonly slots: DeliverySlots,
    private readonly fairShare: FairShare,
    private readonly policy: RetryPolicy,
    @Inject(WEBHOOKS_ENV) private readonly env: WebhooksEnv,
  ) {}

  async attempt(job: Job<DeliveryJobData>, token?: string): Promise<string> {
    const { deliveryId, subscriptionId, companyId } = job.data;
    // The slot first: a job that must wait its turn costs one Redis call, no database work.
    if (!(await this.slots.acquire(subscriptionId, companyId, deliveryId))) {
      // Not an attempt: the job waits its turn without spending one. No jitter: delayed
      // jobs come back in the order they were put aside, which keeps event order. A job
      // of a subscription (or company) that stays full (a slow receiver) waits longer each time.
      const timesWaited = Math.max(0, job.attemptsStarted - job.attemptsMade - 1);
      await job.moveToDelayed(Date.now() + Math.min(SLOT_WAIT_CAP_MS, SLOT_WAIT_MS * 2 ** timesWaited), token);
      throw new DelayedError();
    }
    const finished = attemptInFlight(job.priority);
    let settled = false;
    try {
      const context = await this.attempts.load(deliveryId);
      if (!context || context.status !== 'PENDING') {
        settled = true;
        return 'already settled';
      }
      if (!context.subscription.isActive) {
        await this.attempts.cancel(context.deliveryId);
        settled = true;
        return 'cancelled: the subscription is inactive';
      }
      // A job run before its time (taken up again after its worker died between
      // recording an attempt and scheduling the retry) waits for the schedule.
      const dueAt = context.nextAttemptAt?.getTime() ?? 0;
      if (dueAt > Date.now() + EARLY_TOLERANCE_MS) {
        await job.moveToDelayed(dueAt, token);
        throw new DelayedError();
      }
      const number = context.attemptCount + 1;
      const startedAt = new Date();
      const headers = signatureHeaders({
        eventId: context.eventId,
        timestamp: Math.floor(startedAt.getTime() / 1000),
        body: context.body,
        secrets: this.subscriptions.signingSecrets(context.subscription),
      });
      const { subscription } = context;
      const traced = { body: context.body, number, url: subscription.url, companyId: context.companyId, subscriptionId: subscription.id };
      const response = await attemptTraced(traced, () => this.http.post(subscription.url, context.body, headers));
      const outcome = this.policy.outcome(number, response);
      recordAttempt(context.body, number, outcome, Date.now());
      await this.attempts.record({ context, number, startedAt, response, outcome }, this.env.WEBHOOK_DISABLE_AFTER_FAILED_EVENTS);
      settled = ['delivered', 'gone', 'failed'].includes(outcome.kind);
      switch (outcome.kind) {
        case 'delivered':
          return `delivered on attempt ${number}`;
        case 'retry':
          // The retry takes its company's place in line now (fair-share.ts), behind others' first attempts.
          if (companyId) await job.changePriority({ priority: await this.fairShare.retry(companyId, deliveryId) });
          throw new RetryLater(outcome.delayMs, `attempt ${number}: ${describe(response)}`);
        case 'gone':
          throw new UnrecoverableError(`attempt ${number}: 410 Gone, subscription deactivated`);
        case 'failed':
          throw new UnrecoverableError(`attempt ${number} of ${this.policy.maxAttempts} failed: ${describe(response)}`);
      }
    } finally {
      finished();
      // A failed release must not replace the outcome (a retry would run at once,
      // off schedule); the lease expires by itself, and the backlog's entry after a while.
      await this.slots
        .release(subscriptionId, companyId, deliveryId, settled)
        .catch((error: unknown) => this.logger.warn(`could not release the slot of delivery ${deliveryId}: ${String(error)}`));
    }
  }
}

function describe(response: AttemptResponse): string {
  return response.statusCode ? `status ${response.statusCode}` : (response.error ?? 'no response');
}
