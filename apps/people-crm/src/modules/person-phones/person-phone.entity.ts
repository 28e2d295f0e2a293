import type { PhoneType } from '@bizapi/contracts';
import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_phones' })
@ListIndexes('person_phones', { companyKey: false })
@Index('person_phones_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_phones_unique_idx', ['companyId', 'personId', 'phone'], { unique: true, where: 'is_active' })
@Index('person_phones_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'person_phones_person_fkey' })
export class PersonPhoneEntity extends DeactivatableRecord {
  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  /** E.164, with the country code. */
  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'phone_type', type: 'text', default: 'MOBILE' })
  phoneType: PhoneType;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;
}
