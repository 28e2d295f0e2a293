import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PanelAccountEntity } from '../accounts/panel-account.entity';

/** A one-time link to set a user's panel password (`panel:invite`): 24 h, used once, stored as a hash. */
@Entity({ name: 'invites' })
@Index('invites_user_id_idx', ['userId'])
export class PanelInviteEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => PanelAccountEntity)
  @JoinColumn({ name: 'user_id', referencedColumnName: 'userId', foreignKeyConstraintName: 'invites_user_id_fkey' })
  account?: PanelAccountEntity;

  @Index('invites_token_hash_idx', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
