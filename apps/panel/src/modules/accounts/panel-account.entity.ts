import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A company user who may sign in to the panel. The user lives in iam: the
 * panel keeps a copy of their company's name, their name and their e-mail,
 * taken from iam at each `panel:invite` (users and companies are never
 * renamed; a new invite refreshes the copy).
 */
@Entity({ name: 'accounts' })
// lower(email) among accounts with a password (an expression index TypeORM cannot describe: the migration owns it).
@Index('accounts_email_idx', { synchronize: false })
export class PanelAccountEntity {
  /** The iam company user's id. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'company_name', type: 'text' })
  companyName: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  /** argon2id hash of the password; null until the person follows an invite. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ name: 'password_set_at', type: 'timestamptz', nullable: true })
  passwordSetAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
