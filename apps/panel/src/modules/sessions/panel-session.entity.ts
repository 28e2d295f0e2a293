import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PanelAccountEntity } from '../accounts/panel-account.entity';

/**
 * A signed-in browser. The cookie holds a random token; the table only its
 * SHA-256, so a copy of the table opens no session. Idle sessions end at
 * `expires_at` (pushed forward on use), every session at `absolute_expires_at`.
 */
@Entity({ name: 'sessions' })
@Index('sessions_user_id_idx', ['userId'])
export class PanelSessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => PanelAccountEntity)
  @JoinColumn({ name: 'user_id', referencedColumnName: 'userId', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  account?: PanelAccountEntity;

  @Index('sessions_token_hash_idx', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'absolute_expires_at', type: 'timestamptz' })
  absoluteExpiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;
}
