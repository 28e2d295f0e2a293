import { DelayedError, Job } from 'bullmq';
import { WebhooksEnv } from '../../config/webhooks-env';
import { AttemptResponse, DeliveryHttpClient } from '../network/delivery-http-client';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { DeliveryAttemptService, RetryLater } from './delivery-attempt.service';
import { AttemptContext, DeliveryAttemptsRepository } from './delivery-attempts.repository';
import { DeliveryJobData } from './delivery-queue';
import { RetryPolicy } from './retry-policy';
import { DeliverySlots } from './delivery-slots';
import { FairShare } from './fair-share';

const SCHEDULE = [0, 30_000, 120_000];

function setUp({ nextAttemptAt = new Date(), response = { statusCode: 503, durationMs: 5 } as AttemptResponse } = {}) {
  const context: AttemptContext = {
    deliveryId: '0193a000-0000-7000-8000-0000000000d1',
    companyId: '0193a000-0000-7000-8000-0000000000c1',
    status: 'PENDING',
    attemptCount: 1,
    nextAttemptAt,
    eventId: 'evt_0193a0000000700080000000000000e1',
    body: '{}',
    subscription: {
      id: '0193a000-0000-7000-8000-0000000000a1',
      url: 'https://hooks.example.com/',
      isActive: true,
      secretSealed: 'sealed',
      previousSecretSealed: null,
      previousSecretExpiresAt: null,
      consecutiveFailures: 0,
    },
  };
  const attempts = { load: jest.fn().mockResolvedValue(context), record: jest.fn().mockResolvedValue(undefined), cancel: jest.fn() };
  const http = { post: jest.fn().mockResolvedValue(response) };
  const slots = { acquire: jest.fn().mockResolvedValue(true), release: jest.fn().mockResolvedValue(undefined) };
  const subscriptions = { signingSecrets: () => ['whsec_c2VjcmV0'] };
  const service = new DeliveryAttemptService(
    attempts as unknown as DeliveryAttemptsRepository,
    subscriptions as unknown as SubscriptionsService,
    http as unknown as DeliveryHttpClient,
    slots as unknown as DeliverySlots,
    {} as FairShare,
    new RetryPolicy(SCHEDULE),
    { WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: 20 } as WebhooksEnv,
  );
  const job = {
    data: { deliveryId: context.deliveryId, subscriptionId: context.subscription.id },
    attemptsStarted: 2,
    attemptsMade: 1,
    moveToDelayed: jest.fn().mockResolvedValue(undefined),
  } as unknown as Job<DeliveryJobData> & { moveToDelayed: jest.Mock };
  return { service, job, http, slots, attempts };
}

describe('DeliveryAttemptService', () => {
  it('keeps the scheduled retry when releasing the slot fails (the lease expires by itself)', async () => {
    const { service, job, slots } = setUp();
    slots.release.mockRejectedValue(new Error('Command timed out'));
    const outcome = await service.attempt(job, 'token').catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(RetryLater);
    expect((outcome as RetryLater).retryDelayMs).toBe(SCHEDULE[2]);
  });

  it('does not attempt a delivery ahead of its schedule: the job waits until it is due', async () => {
    const dueAt = new Date(Date.now() + 60_000);
    const { service, job, http, slots } = setUp({ nextAttemptAt: dueAt });
    await expect(service.attempt(job, 'token')).rejects.toBeInstanceOf(DelayedError);
    expect(job.moveToDelayed).toHaveBeenCalledWith(dueAt.getTime(), 'token');
    expect(http.post).not.toHaveBeenCalled();
    expect(slots.release).toHaveBeenCalled();
  });

  it('attempts a delivery due within the tolerance of clock skew', async () => {
    const { service, job, http } = setUp({ nextAttemptAt: new Date(Date.now() + 300), response: { statusCode: 200, durationMs: 5 } });
    await expect(service.attempt(job, 'token')).resolves.toBe('delivered on attempt 2');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(job.moveToDelayed).not.toHaveBeenCalled();
  });
});
