import { CONTRACTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { SignEntity } from '../signs/sign.entity';

/** A recurring contract, made from a sign of the company. */
@Entity({ name: 'contracts' })
@ListIndexes('contracts')
// The status filter, and the expiry of one company's contracts (automations).
@Index('contracts_company_status_end_idx', ['companyId', 'status', 'endDate'], { where: 'is_active' })
// The expiry across every company: only the contracts that can still expire.
@Index('contracts_expiring_idx', ['endDate'], { where: `is_active AND status = 'ACTIVE'` })
@Index('contracts_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('contracts_company_sign_idx', ['companyId', 'signId'])
@ForeignKey(() => SignEntity, ['companyId', 'signId'], ['companyId', 'id'], { name: 'contracts_sign_fkey' })
export class ContractEntity extends DeclaredTable(CONTRACTS_CONTRACT) {}
