import { PERSON_PHONES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'person_phones' })
@ListIndexes('person_phones', { companyKey: false })
@Index('person_phones_company_person_idx', ['companyId', 'personId', 'createdAt'], { where: 'is_active' })
@Index('person_phones_unique_idx', ['companyId', 'personId', 'phone'], { unique: true, where: 'is_active' })
@Index('person_phones_one_primary_idx', ['companyId', 'personId'], { unique: true, where: 'is_primary AND is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'person_phones_person_fkey' })
export class PersonPhoneEntity extends DeclaredTable(PERSON_PHONES_CONTRACT) {}
