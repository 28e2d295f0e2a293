import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** MANUAL: DELETE or PUT isActive false; GONE: the receiver answered 410; OPERATOR: the operator's deactivate. */
export const DEACTIVATION_REASONS = ['MANUAL', 'GONE', 'CONSECUTIVE_FAILURES', 'OPERATOR'] as const;
export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number];

@Entity({ name: 'subscriptions' })
@Index('subscriptions_company_created_idx', ['companyId', 'createdAt', 'id'])
@Index('subscriptions_company_active_idx', ['companyId'], { where: 'is_active' })
export class SubscriptionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  url: string;

  /** Catalog names and family wildcards (`person.*`). */
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'text', default: '' })
  description: string;

  /** The signing secret, sealed with WEBHOOK_SECRET_KEY (see SecretBox). */
  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed: string;

  /** The secret before the last rotation, still signing until it expires. */
  @Column({ name: 'previous_secret_sealed', type: 'text', nullable: true })
  previousSecretSealed: string | null;

  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'deactivation_reason', type: 'text', nullable: true })
  deactivationReason: DeactivationReason | null;

  /** Events in a row whose delivery failed for good; a success resets it. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
