import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { TraceCarrier, metricsRegistry } from '@bizapi/runtime';
import { JobsOptions, Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { FairShare } from './fair-share';

export const DELIVERY_QUEUE = 'webhook-deliveries';
/** Replayed deliveries: a queue of their own, worked by a few workers (replay.processor.ts). */
export const REPLAY_QUEUE = 'webhook-replays';
export const DELIVERY_BACKOFF = 'webhook-schedule';

export interface DeliveryJobData {
  deliveryId: string;
  /** Lets a worker check the subscription's slots before any database work. */
  subscriptionId: string;
  /** Counts the job in its company's backlog and in-flight slots (absent on jobs queued before either existed). */
  companyId?: string;
  /** The W3C context of the write that caused it, when traced: each attempt continues that trace. */
  traceContext?: TraceCarrier;
}

export interface QueuedDelivery {
  id: string;
  subscriptionId: string;
  companyId: string;
  traceContext?: TraceCarrier;
}

/** Which queue a delivery goes to: live events (and resends, test events), or a replay's. */
export type DeliveryLane = 'live' | 'replay';

/**
 * The BullMQ queues of deliveries. A job's id is its delivery's id, so adding
 * a delivery twice (an event redelivered to the intake, the sweeper racing a
 * worker) leaves one job. Its priority is its company's fair share
 * (fair-share.ts): a queue serves companies round-robin, not first come.
 * Replayed deliveries have a queue of their own, worked by
 * WEBHOOK_REPLAY_CONCURRENCY workers per replica beside the
 * WEBHOOK_DELIVERY_CONCURRENCY of live ones: however many a replay storm
 * queues, it never holds a live worker, so a live event is attempted as
 * soon as it is queued. A job stays in its queue through its retries.
 */
@Injectable()
export class DeliveryQueue {
  private readonly lanes: Record<DeliveryLane, Queue<DeliveryJobData>>;

  constructor(
    @InjectQueue(DELIVERY_QUEUE) live: Queue<DeliveryJobData>,
    @InjectQueue(REPLAY_QUEUE) replay: Queue<DeliveryJobData>,
    private readonly fairShare: FairShare,
  ) {
    this.lanes = { live, replay };
    measureQueues([live, replay]);
  }

  /** Queues new first attempts, given in commit order. */
  async enqueue(deliveries: readonly QueuedDelivery[], delayMs = 0, lane: DeliveryLane = 'live'): Promise<void> {
    if (!deliveries.length) return;
    const priorities = await this.priorities(deliveries);
    await this.lanes[lane].addBulk(
      deliveries.map(({ id, subscriptionId, companyId, traceContext }) => ({
        name: 'deliver',
        data: { deliveryId: id, subscriptionId, companyId, ...(traceContext && { traceContext }) },
        opts: jobOptions(id, delayMs, priorities.get(id)),
      })),
    );
  }

  /**
   * Makes sure a pending delivery has a live job: re-creates it when the job
   * is missing (Redis lost it) or already finished (a worker died between
   * the HTTP call and PostgreSQL). Returns whether it had to.
   */
  async ensureJob(delivery: QueuedDelivery, delayMs: number): Promise<boolean> {
    const { id: deliveryId, subscriptionId, companyId } = delivery;
    // A job found finished is re-created in its own queue; one found nowhere, in the live queue.
    let queue = this.lanes.live;
    for (const lane of [this.lanes.live, this.lanes.replay]) {
      const job = await lane.getJob(deliveryId);
      if (!job) continue;
      const state = await job.getState();
      if (!['completed', 'failed', 'unknown'].includes(state)) return false;
      await job.remove().catch(() => undefined);
      queue = lane;
    }
    const priorities = await this.priorities([delivery]);
    await queue.add('deliver', { deliveryId, subscriptionId, companyId }, jobOptions(deliveryId, delayMs, priorities.get(deliveryId)));
    return true;
  }

  /** Each company's deliveries take the next places in its line, in the order given. */
  private async priorities(deliveries: readonly QueuedDelivery[]): Promise<Map<string, number>> {
    const byCompany = new Map<string, string[]>();
    for (const { id, companyId } of deliveries) {
      const ids = byCompany.get(companyId) ?? [];
      ids.push(id);
      byCompany.set(companyId, ids);
    }
    // Companies' lines are independent: one Redis call each, side by side.
    const priorities = new Map<string, number>();
    await Promise.all(
      [...byCompany].map(async ([companyId, ids]) => {
        const places = await this.fairShare.firstAttempts(companyId, ids);
        ids.forEach((id, index) => priorities.set(id, places[index]));
      }),
    );
    return priorities;
  }
}

function jobOptions(deliveryId: string, delayMs: number, priority: number | undefined): JobsOptions {
  return {
    jobId: deliveryId,
    delay: delayMs,
    priority,
    // The retry schedule lives in RetryPolicy, which ends a delivery itself;
    // this ceiling only stops a job that keeps failing for other reasons.
    attempts: 50,
    backoff: { type: DELIVERY_BACKOFF },
    // PostgreSQL, not a finished job, keeps a delivery from being queued twice (the intake and the
    // sweeper only queue pending deliveries), so a completed job can go at once: less Redis work.
    removeOnComplete: true,
    removeOnFail: { age: 24 * 3600, count: 10_000 },
  };
}

let measured = false;

/** `bizapi_webhook_queue_jobs{state}`: the delivery queues' depth (live and replayed together), read from Redis at scrape time. */
function measureQueues(queues: readonly Queue<DeliveryJobData>[]): void {
  if (measured) return;
  measured = true;
  new Gauge({
    name: 'bizapi_webhook_queue_jobs',
    help: 'Delivery jobs in the queue by state: waiting (due now), delayed (retries and turns not yet due), active (being attempted).',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    async collect() {
      const counts: Record<string, number> = {};
      for (const queue of queues)
        for (const [state, n] of Object.entries(await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized'))) counts[state] = (counts[state] ?? 0) + n;
      this.set({ state: 'waiting' }, (counts.waiting ?? 0) + (counts.prioritized ?? 0));
      this.set({ state: 'delayed' }, counts.delayed ?? 0);
      this.set({ state: 'active' }, counts.active ?? 0);
    },
  });
}
