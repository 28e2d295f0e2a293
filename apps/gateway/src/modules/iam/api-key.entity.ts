import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyUserEntity } from './company-user.entity';
import { CompanyEntity } from './company.entity';

/**
 * An API key. Neither the key nor the secret is stored: the key as its
 * SHA-256 (it is a random 268-bit identifier, so a fast hash is enough to
 * find it), the secret as an argon2id hash (slow and salted).
 */
@Entity({ name: 'api_keys' })
@Index('api_keys_company_active_idx', ['companyId'], { where: 'revoked_at IS NULL' })
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity)
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'api_keys_company_id_fkey' })
  company?: CompanyEntity;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => CompanyUserEntity)
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_keys_user_id_fkey' })
  user?: CompanyUserEntity;

  @Index('api_keys_key_hash_idx', { unique: true })
  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  /** Last characters of the key, so an operator can tell keys apart. */
  @Column({ name: 'key_hint', type: 'text' })
  keyHint: string;

  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** A name people give the key in the panel; null for keys made by the operator without one. */
  @Column({ type: 'text', nullable: true })
  label: string | null;

  /** Who made it in the panel; null when the operator's command line made it. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  /** Who revoked it in the panel; null when the operator's command line did (or it is active). */
  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy: string | null;

  /** The last successful POST /auth with it (kept to the minute: see AuthService). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
