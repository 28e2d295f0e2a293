import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { LEADS_CONTRACT } from '@bizapi/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

/** A lead's table: its columns are its contract entry's fields; its indexes and keys are here. */
@Entity({ name: 'leads' })
@ListIndexes('leads', { companyKey: false })
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('leads_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('leads_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'leads_person_fkey' })
export class LeadEntity extends DeclaredTable(LEADS_CONTRACT) {}
