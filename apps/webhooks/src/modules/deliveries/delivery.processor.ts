import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { webhooksEnv } from '../../config/webhooks-env';
import { processTraced } from '../../observability/delivery-tracing';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { DELIVERY_QUEUE, DeliveryJobData } from './delivery-queue';

/** Retries after something other than the receiver failed (e.g. PostgreSQL unreachable). */
const INFRASTRUCTURE_RETRY_MS = 5_000;

/**
 * BullMQ worker settings. The delay before a retry is the one RetryPolicy
 * chose (carried by RetryLater). A job whose worker died is picked up again
 * once its lock lapses and the stalled check runs, about two
 * WEBHOOK_STALLED_INTERVAL_MS later, up to 10 times; a live worker renews its
 * locks every half lock, so an attempt may take longer than the lock.
 */
export const deliveryWorkerOptions = {
  concurrency: webhooksEnv.WEBHOOK_DELIVERY_CONCURRENCY,
  stalledInterval: webhooksEnv.WEBHOOK_STALLED_INTERVAL_MS,
  maxStalledCount: 10,
  lockDuration: webhooksEnv.WEBHOOK_STALLED_INTERVAL_MS,
  settings: {
    // BullMQ calls this only for its jobs' custom backoff type, and every delivery job has DELIVERY_BACKOFF.
    backoffStrategy: (_attemptsMade: number, _type?: string, error?: Error) => {
      const delay = (error as { retryDelayMs?: unknown } | undefined)?.retryDelayMs;
      return typeof delay === 'number' ? delay : INFRASTRUCTURE_RETRY_MS;
    },
  },
};

@Processor(DELIVERY_QUEUE, deliveryWorkerOptions)
export class DeliveryProcessor extends WorkerHost {
  constructor(private readonly attempts: DeliveryAttemptService) {
    super();
  }

  process(job: Job<DeliveryJobData>, token?: string): Promise<string> {
    return processTraced(job, () => this.attempts.attempt(job, token));
  }
}
