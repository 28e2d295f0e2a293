import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from './company.entity';

/** A person who works in the company's platform (`responsibleId`, `assigneeId`, comment authors). */
@Entity({ name: 'company_users' })
@Index('company_users_company_id_idx', ['companyId', 'id'], { unique: true })
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
}
