import { PERSON_EMAILS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_emails' })
@ListIndexes('person_emails', { companyKey: false })
@Index('person_emails_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_emails_unique_idx', ['companyId', 'personId', 'email'], { unique: true, where: 'is_active' })
@Index('person_emails_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'person_emails_person_fkey' })
export class PersonEmailEntity extends DeclaredTable(PERSON_EMAILS_CONTRACT) {}
