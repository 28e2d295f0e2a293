import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';

export const DELIVERY_QUEUE = 'webhook-deliveries';
export const DELIVERY_BACKOFF = 'webhook-schedule';

export interface DeliveryJobData {
  deliveryId: string;
}

/**
 * The BullMQ queue of deliveries. A job's id is its delivery's id, so adding
 * a delivery twice (an event redelivered to the intake, the sweeper racing a
 * worker) leaves one job.
 */
@Injectable()
export class DeliveryQueue {
  constructor(@InjectQueue(DELIVERY_QUEUE) private readonly queue: Queue<DeliveryJobData>) {}

  async enqueue(deliveryIds: readonly string[], delayMs = 0): Promise<void> {
    if (!deliveryIds.length) return;
    await this.queue.addBulk(deliveryIds.map((deliveryId) => ({ name: 'deliver', data: { deliveryId }, opts: jobOptions(deliveryId, delayMs) })));
  }

  /**
   * Makes sure a pending delivery has a live job: re-creates it when the job
   * is missing (Redis lost it) or already finished (a worker died between
   * the HTTP call and PostgreSQL). Returns whether it had to.
   */
  async ensureJob(deliveryId: string, delayMs: number): Promise<boolean> {
    const job = await this.queue.getJob(deliveryId);
    if (job) {
      const state = await job.getState();
      if (!['completed', 'failed', 'unknown'].includes(state)) return false;
      await job.remove().catch(() => undefined);
    }
    await this.queue.add('deliver', { deliveryId }, jobOptions(deliveryId, delayMs));
    return true;
  }
}

function jobOptions(deliveryId: string, delayMs: number): JobsOptions {
  return {
    jobId: deliveryId,
    delay: delayMs,
    // The retry schedule lives in RetryPolicy, which ends a delivery itself;
    // this ceiling only stops a job that keeps failing for other reasons.
    attempts: 50,
    backoff: { type: DELIVERY_BACKOFF },
    removeOnComplete: { age: 3600, count: 10_000 },
    removeOnFail: { age: 24 * 3600, count: 10_000 },
  };
}
