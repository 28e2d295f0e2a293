import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from './company.entity';

/** A person who works in the company's platform (`responsibleId`, `assigneeId`, comment authors). */
@Entity({ name: 'company_users' })
@Index('company_users_company_id_idx', ['companyId', 'id'], { unique: true })
// lower(email) among users who can sign in to the panel (an expression index TypeORM cannot describe: the migration owns it).
@Index('company_users_panel_email_idx', { synchronize: false })
export class CompanyUserEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity)
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'company_users_company_id_fkey' })
  company?: CompanyEntity;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** argon2id hash of the panel password; null until the user follows an invite (panel/people). */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ name: 'password_set_at', type: 'timestamptz', nullable: true })
  passwordSetAt: Date | null;
}
