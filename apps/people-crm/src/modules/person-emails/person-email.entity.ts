import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_emails' })
@Index('person_emails_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('person_emails_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_emails_unique_idx', ['companyId', 'personId', 'email'], { unique: true, where: 'is_active' })
@Index('person_emails_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
export class PersonEmailEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  @ManyToOne(() => PersonEntity)
  @JoinColumn({ name: 'person_id', foreignKeyConstraintName: 'person_emails_person_id_fkey' })
  person?: PersonEntity;

  /** Stored in lower case, so the same address cannot be added twice. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
