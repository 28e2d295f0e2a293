import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { webhooksEnv } from '../../config/webhooks-env';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { REPLAY_QUEUE, DeliveryJobData } from './delivery-queue';
import { deliveryWorkerOptions } from './delivery.processor';

/**
 * The workers of replayed deliveries: attempts like the live ones
 * (delivery.processor.ts), but only WEBHOOK_REPLAY_CONCURRENCY at a time per
 * replica, in workers of their own, so a replay never takes a live worker
 * nor more than these few attempts' share of the CPU.
 */
@Processor(REPLAY_QUEUE, { ...deliveryWorkerOptions, concurrency: webhooksEnv.WEBHOOK_REPLAY_CONCURRENCY })
export class ReplayProcessor extends WorkerHost {
  constructor(private readonly attempts: DeliveryAttemptService) {
    super();
  }

  process(job: Job<DeliveryJobData>, token?: string): Promise<string> {
    return this.attempts.attempt(job, token);
  }
}
