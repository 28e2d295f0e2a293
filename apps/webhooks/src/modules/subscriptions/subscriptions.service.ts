import { CollectionLister, CollectionPage, RecordTable, SentQuery } from '@bizapi/collections';
import { formatApiDateTime, uniqueValues } from '@bizapi/conventions';
import { ApiError, ErrorCode, RequestContext } from '@bizapi/contracts';
import { SecretBox, hydrateEntity, isId, newId } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { assertAcceptableWebhookUrl } from '../network/webhook-url-policy';
import { generateWebhookSecret } from './webhook-secret';
import { CreateSubscriptionDto, ListSubscriptionsQuery, UpdateSubscriptionDto } from './subscription.dto';
import { DeactivationReason, SubscriptionEntity } from './subscription.entity';
import { SubscriptionRecord, toSubscriptionRecord } from './subscription.mapper';
import { SUBSCRIPTIONS } from './subscriptions.collection';

/** Columns to write: a value, or a function returning SQL evaluated on the row at write time. */
type ColumnChanges = QueryDeepPartialEntity<SubscriptionEntity>;

const MANUAL: DeactivationReason = 'MANUAL';

/**
 * Webhook subscriptions of a company. Unlike other records, an inactive
 * subscription still answers GET and PUT, so it can be seen and reactivated
 * (docs/design/architecture-contract.md); lists show both, with an `isActive` filter.
 */
@Injectable()
export class SubscriptionsService {
  private readonly opened = new Map<string, string>();
  private readonly lister: CollectionLister<SubscriptionEntity>;

  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly secrets: SecretBox,
    @Inject(WEBHOOKS_ENV) private readonly env: WebhooksEnv,
  ) {
    const { dataSource } = subscriptions.manager;
    this.lister = new CollectionLister(dataSource, new RecordTable(dataSource, SUBSCRIPTIONS));
  }

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
    await this.subscriptions.manager.transaction(async (manager) => {
      await this.assertRoomForOneMore(manager, caller.companyId);
      await manager.insert(SubscriptionEntity, subscription);
    });
    const { isActive, deactivationReason, createdAt, updatedAt, ...head } = toSubscriptionRecord(subscription);
    // The secret is shown here and never again.
    return { ...head, secret, isActive, deactivationReason, createdAt, updatedAt };
  }

  /** `sent`: the query as the client sent it, so a cursor alone continues its walk and one sent with another order or filter is refused. */
  list(caller: RequestContext, query: ListSubscriptionsQuery, sent: SentQuery): Promise<CollectionPage<SubscriptionRecord>> {
    return this.lister.list(caller.companyId, query, toSubscriptionRecord, sent);
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
    const current = await this.require(caller.companyId, id);
    if (input.url !== undefined && input.url !== current.url) await this.assertUrl(input.url);
    const changes: ColumnChanges = { updatedAt: new Date() };
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = uniqueValues(input.events);
    if (input.description !== undefined) changes.description = input.description;
    // Decided on the row as it is at write time, so a deactivation by a delivery in between is not undone.
    if (input.isActive === true) {
      Object.assign(changes, {
        isActive: true,
        deactivationReason: () => 'CASE WHEN is_active THEN deactivation_reason ELSE NULL END',
        consecutiveFailures: () => 'CASE WHEN is_active THEN consecutive_failures ELSE 0 END',
      });
    } else if (input.isActive === false) {
      Object.assign(changes, { isActive: false, deactivationReason: () => `CASE WHEN is_active THEN '${MANUAL}' ELSE deactivation_reason END` });
    }
    if (input.isActive !== true || current.isActive) return toSubscriptionRecord(found(await this.updateColumns(caller.companyId, id, changes)));
    // A reactivation takes a place under the cap like a creation.
    return this.subscriptions.manager.transaction(async (manager) => {
      await this.assertRoomForOneMore(manager, caller.companyId);
      return toSubscriptionRecord(found(await this.updateColumns(caller.companyId, id, changes, undefined, manager)));
    });
  }

  /**
   * At most WEBHOOK_MAX_SUBSCRIPTIONS_PER_COMPANY active subscriptions: one
   * company cannot multiply its events into unbounded deliveries. Creations
   * of a company take turns (a transaction lock), so concurrent ones cannot
   * pass the cap together.
   */
  private async assertRoomForOneMore(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhooks.subscriptions.${companyId}`]);
    const [{ active }] = (await manager.query('SELECT count(*)::int AS active FROM subscriptions WHERE company_id = $1 AND is_active', [companyId])) as {
      active: number;
    }[];
    if (active >= this.env.WEBHOOK_MAX_SUBSCRIPTIONS_PER_COMPANY) {
      throw new ApiError(ErrorCode.SUBSCRIPTION_LIMIT_REACHED, undefined, `at most ${this.env.WEBHOOK_MAX_SUBSCRIPTIONS_PER_COMPANY} active subscriptions`);
    }
  }

  /** DELETE: deactivates; deliveries still pending are cancelled when their turn comes. */
  async deactivate(companyId: string, id: string, reason: DeactivationReason = 'MANUAL'): Promise<SubscriptionRecord> {
    // The operator's command passes ids unchecked; an inactive one keeps its reason.
    const changes = { isActive: false, deactivationReason: reason, updatedAt: new Date() };
    const updated = isId(id) ? await this.updateColumns(companyId, id, changes, 'is_active') : null;
    return toSubscriptionRecord(updated ?? (await this.require(companyId, id)));
  }

  /**
   * A new secret, shown once. The previous one keeps signing (a second
   * signature on every delivery) for WEBHOOK_SECRET_ROTATION_GRACE_SECONDS,
   * so receivers can switch without missing a delivery.
   */
  async rotateSecret(caller: RequestContext, id: string) {
    const secret = generateWebhookSecret();
    const previousSecretExpiresAt = new Date(Date.now() + this.env.WEBHOOK_SECRET_ROTATION_GRACE_SECONDS * 1000);
    const sealed = this.secrets.seal(secret);
    // Only ids of this company rotate: RETURNING finds no row otherwise.
    const rotated = found(
      await this.updateColumns(caller.companyId, id, {
        previousSecretSealed: () => 'secret_sealed',
        previousSecretExpiresAt,
        secretSealed: sealed,
        updatedAt: new Date(),
      }),
    );
    this.remember(sealed, secret);
    return { id: rotated.id, secret, previousSecretExpiresAt: formatApiDateTime(previousSecretExpiresAt) };
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
    const secret = this.opened.get(sealed) ?? this.secrets.open(sealed);
    this.remember(sealed, secret);
    return secret;
  }

  /** Keyed by the sealed text, so a rotated secret can never be served from here under the new one. */
  private remember(sealed: string, secret: string): void {
    if (this.opened.has(sealed)) return;
    if (this.opened.size >= 10_000) this.opened.clear();
    this.opened.set(sealed, secret);
  }

  /**
   * Writes only the given columns (a value, or SQL on the row as it is then) of
   * the company's subscription, and returns the row written; null when no row
   * matched (`onlyIf`: an extra SQL condition). Never a read-modify-write of the
   * whole row: deliveries change is_active and consecutive_failures meanwhile.
   */
  private async updateColumns(
    companyId: string,
    id: string,
    changes: ColumnChanges,
    onlyIf?: string,
    manager: EntityManager = this.subscriptions.manager,
  ): Promise<SubscriptionEntity | null> {
    const query = manager
      .createQueryBuilder(SubscriptionEntity, 'subscription')
      .update()
      .set(changes)
      .where('company_id = :companyId AND id = :id', { companyId, id });
    if (onlyIf) query.andWhere(onlyIf);
    const { raw } = await query.returning('*').execute();
    const [row] = raw as Record<string, unknown>[];
    return row ? hydrateEntity<SubscriptionEntity>(this.subscriptions.manager.connection, this.subscriptions.metadata, row) : null;
  }

  private assertUrl(url: string): Promise<void> {
    return assertAcceptableWebhookUrl(url, {
      allowInsecure: this.env.WEBHOOK_ALLOW_INSECURE_URLS,
      allowLoopback: this.env.WEBHOOK_ALLOW_LOOPBACK_RECEIVERS,
      timeoutMs: this.env.WEBHOOK_TIMEOUT_MS,
    });
  }
}

function found(subscription: SubscriptionEntity | null): SubscriptionEntity {
  if (!subscription) throw ApiError.notFound();
  return subscription;
}
