import { CHARGES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { FinancialEntryEntity } from '../financial-entries/financial-entry.entity';

/**
 * A charge of a REVENUE financial entry (one per installment): finance plays
 * the billing system. Created PENDING with the entry; `charges:receive`
 * makes it RECEIVED and settles the entry.
 */
@Entity({ name: 'charges' })
@ListIndexes('charges')
// Status filter and the automatic move to OVERDUE (status, due date).
@Index('charges_company_status_due_idx', ['companyId', 'status', 'dueDate'], { where: 'is_active' })
@Index('charges_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('charges_company_entry_idx', ['companyId', 'financialEntryId'], { unique: true })
@ForeignKey(() => FinancialEntryEntity, ['companyId', 'financialEntryId'], ['companyId', 'id'], { name: 'charges_financial_entry_fkey' })
export class ChargeEntity extends DeclaredTable(CHARGES_CONTRACT) {}
