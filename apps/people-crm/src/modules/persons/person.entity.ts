import { PERSONS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

@Entity({ name: 'persons' })
@ListIndexes('persons')
@Index('persons_company_name_idx', ['companyId', 'name', 'id'], { where: 'is_active' })
@Index('persons_company_type_idx', ['companyId', 'personType'], { where: 'is_active' })
// What composite foreign keys point to: a reference can only name a record of its own company.
@Index('persons_company_document_idx', ['companyId', 'documentNumber'], {
  unique: true,
  where: 'document_number IS NOT NULL AND is_active',
})
export class PersonEntity extends DeclaredTable(PERSONS_CONTRACT) {}
