import { toListEnvelope, uniqueValues, pageOffset } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { isId, newId } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { assertAcceptableWebhookUrl } from '../network/webhook-url-policy';
import { SecretBox, generateWebhookSecret } from './secret-box';
import { CreateSubscriptionDto, ListSubscriptionsQuery, UpdateSubscriptionDto } from './subscription.dto';
import { DeactivationReason, SubscriptionEntity } from './subscription.entity';
import { SubscriptionRecord, toSubscriptionRecord } from './subscription.mapper';

/**
 * Webhook subscriptions of a company. Unlike other records, an inactive
 * subscription still answers GET and PUT, so it can be seen and reactivated
 * (ARCHITECTURE.md); lists show both, with an `isActive` filter.
 */
@Injectable()
export class SubscriptionsService {
  private readonly opened = new Map<string, string>();

  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly secrets: SecretBox,
    @Inject(WEBHOOKS_ENV) private readonly env: WebhooksEnv,
  ) {}

  async create(caller: RequestContext, input: CreateSubscriptionDto): Promise<SubscriptionRecord & { secret: string }> {
    await this.assertUrl(input.url);
    const secret = generateWebhookSecret();
    const now = new Date();
    const subscription = this.subscriptions.create({
      id: newId(),
      companyId: caller.companyId,
      url: input.url,
      events: uniqueValues(input.events),
      description: input.description ?? '',
      secretSealed: this.secrets.seal(secret),
      previousSecretSealed: null,
      previousSecretExpiresAt: null,
      isActive: true,
      deactivationReason: null,
      consecutiveFailures: 0,
      createdAt: now,
      updatedAt: now,
    });
    await this.subscriptions.insert(subscription);
    const { isActive, deactivationReason, createdAt, updatedAt, ...head } = toSubscriptionRecord(subscription);
    // The secret is shown here and never again.
    return { ...head, secret, isActive, deactivationReason, createdAt, updatedAt };
  }

  async list(caller: RequestContext, query: ListSubscriptionsQuery): Promise<ListEnvelope<SubscriptionRecord>> {
    const where: FindOptionsWhere<SubscriptionEntity> = { companyId: caller.companyId };
    if (query.isActive) where.isActive = query.isActive === 'true';
    const [rows, total] = await this.subscriptions.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: pageOffset(query),
      take: query.limit,
    });
    return toListEnvelope(rows.map(toSubscriptionRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<SubscriptionRecord> {
    return toSubscriptionRecord(await this.require(caller.companyId, id));
  }

  /** The company's subscription, active or not. */
  async require(companyId: string, id: string): Promise<SubscriptionEntity> {
    const subscription = isId(id) ? await this.subscriptions.findOneBy({ companyId, id }) : null;
    if (!subscription) throw ApiError.notFound();
    return subscription;
  }

  async update(caller: RequestContext, id: string, input: UpdateSubscriptionDto): Promise<SubscriptionRecord> {
    const subscription = await this.require(caller.companyId, id);
    if (input.url !== undefined && input.url !== subscription.url) await this.assertUrl(input.url);
    if (input.url !== undefined) subscription.url = input.url;
    if (input.events !== undefined) subscription.events = uniqueValues(input.events);
    if (input.description !== undefined) subscription.description = input.description;
    if (input.isActive === true && !subscription.isActive) {
      Object.assign(subscription, { isActive: true, deactivationReason: null, consecutiveFailures: 0 });
    } else if (input.isActive === false && subscription.isActive) {
      Object.assign(subscription, { isActive: false, deactivationReason: 'MANUAL' satisfies DeactivationReason });
    }
    subscription.updatedAt = new Date();
    await this.subscriptions.save(subscription);
    return toSubscriptionRecord(subscription);
  }

  /** DELETE: deactivates; deliveries still pending are cancelled when their turn comes. */
  async deactivate(companyId: string, id: string, reason: DeactivationReason = 'MANUAL'): Promise<SubscriptionRecord> {
    const subscription = await this.require(companyId, id);
    if (subscription.isActive) {
      Object.assign(subscription, { isActive: false, deactivationReason: reason, updatedAt: new Date() });
      await this.subscriptions.save(subscription);
    }
    return toSubscriptionRecord(subscription);
  }

  /**
   * A new secret, shown once. The previous one keeps signing (a second
   * signature on every delivery) for WEBHOOK_SECRET_ROTATION_GRACE_SECONDS,
   * so receivers can switch without missing a delivery.
   */
  async rotateSecret(caller: RequestContext, id: string) {
    const subscription = await this.require(caller.companyId, id);
    const secret = generateWebhookSecret();
    const previousSecretExpiresAt = new Date(Date.now() + this.env.WEBHOOK_SECRET_ROTATION_GRACE_SECONDS * 1000);
    Object.assign(subscription, {
      previousSecretSealed: subscription.secretSealed,
      previousSecretExpiresAt,
      secretSealed: this.secrets.seal(secret),
      updatedAt: new Date(),
    });
    await this.subscriptions.save(subscription);
    return { id: subscription.id, secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  }

  /** The secrets that sign a delivery now: the current one, and the previous one until it expires. */
  signingSecrets(subscription: Pick<SubscriptionEntity, 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt'>): string[] {
    const secrets = [this.open(subscription.secretSealed)];
    if (subscription.previousSecretSealed && subscription.previousSecretExpiresAt && subscription.previousSecretExpiresAt > new Date()) {
      secrets.push(this.open(subscription.previousSecretSealed));
    }
    return secrets;
  }

  /** Opens a sealed secret, remembering the result: every delivery of a subscription needs the same one. */
  private open(sealed: string): string {
    let secret = this.opened.get(sealed);
    if (secret === undefined) {
      secret = this.secrets.open(sealed);
      if (this.opened.size >= 10_000) this.opened.clear();
      this.opened.set(sealed, secret);
    }
    return secret;
  }

  private assertUrl(url: string): Promise<void> {
    return assertAcceptableWebhookUrl(url, { allowInsecure: this.env.WEBHOOK_ALLOW_INSECURE_URLS, timeoutMs: this.env.WEBHOOK_TIMEOUT_MS });
  }
}
