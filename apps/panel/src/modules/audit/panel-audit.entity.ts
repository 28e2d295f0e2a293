import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One thing done to a company's keys, webhooks or panel access, with who and
 * when (shown on the audit page). Companies live in iam, never deleted.
 */
@Entity({ name: 'audit' })
@Index('audit_company_at_idx', ['companyId', 'at'])
export class PanelAuditEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  /** The panel user; null for the operator's command line. */
  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId: string | null;

  /** The actor's name as it was (users are never renamed, the operator has none). */
  @Column({ name: 'actor_name', type: 'text' })
  actorName: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text', nullable: true })
  target: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  detail: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
