import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_emails' })
@ListIndexes('person_emails', { companyKey: false })
@Index('person_emails_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_emails_unique_idx', ['companyId', 'personId', 'email'], { unique: true, where: 'is_active' })
@Index('person_emails_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'person_emails_person_fkey' })
export class PersonEmailEntity extends DeactivatableRecord {
  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  /** Stored in lower case, so the same address cannot be added twice. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;
}
