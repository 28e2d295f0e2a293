import { CONTRACT_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ContractEntity } from '../contracts/contract.entity';

/** A line of a recurring contract. */
@Entity({ name: 'contract_items' })
@Index('contract_items_company_contract_idx', ['companyId', 'contractId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('contract_items', { companyKey: false })
@ForeignKey(() => ContractEntity, ['companyId', 'contractId'], ['companyId', 'id'], { name: 'contract_items_contract_fkey' })
export class ContractItemEntity extends DeclaredTable(CONTRACT_ITEMS_CONTRACT) {}
