import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN, QUANTITY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { ContractEntity } from '../contracts/contract.entity';

/** A line of a recurring contract. */
@Entity({ name: 'contract_items' })
@Index('contract_items_company_contract_idx', ['companyId', 'contractId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('contract_items', { companyKey: false })
@ForeignKey(() => ContractEntity, ['companyId', 'contractId'], ['companyId', 'id'], { name: 'contract_items_contract_fkey' })
export class ContractItemEntity extends DeactivatableRecord {
  @Column({ name: 'contract_id', type: 'uuid' })
  contractId: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ ...QUANTITY_COLUMN })
  quantity: number;

  @Column({ name: 'unit_price', ...MONEY_COLUMN, nullable: true })
  unitPrice: number | null;
}
