import type { PhoneType } from '@bizapi/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_phones' })
@Index('person_phones_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('person_phones_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_phones_unique_idx', ['companyId', 'personId', 'phone'], { unique: true, where: 'is_active' })
@Index('person_phones_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
export class PersonPhoneEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  @ManyToOne(() => PersonEntity)
  @JoinColumn({ name: 'person_id', foreignKeyConstraintName: 'person_phones_person_id_fkey' })
  person?: PersonEntity;

  /** E.164, with the country code. */
  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'phone_type', type: 'text', default: 'MOBILE' })
  phoneType: PhoneType;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
