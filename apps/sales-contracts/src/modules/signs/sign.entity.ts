import { SIGNS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A digital contract. dealId and personId point into people-crm (checked by it when sent). */
@Entity({ name: 'signs' })
@Index('signs_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('signs')
@Index('signs_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('signs_company_situation_idx', ['companyId', 'contractSituation'], { where: 'is_active' })
export class SignEntity extends DeclaredTable(SIGNS_CONTRACT) {}
