import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';
import type { ContractSituation, SignStatus } from '../shared/sales-enums';

/** A digital contract. dealId and personId point into people-crm (checked by it when sent). */
@Entity({ name: 'signs' })
@Index('signs_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('signs')
@Index('signs_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('signs_company_situation_idx', ['companyId', 'contractSituation'], { where: 'is_active' })
export class SignEntity extends DeactivatableRecord {
  /** `SIGN-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  status: SignStatus;

  /** null until the sign is signed (then ACTIVATING unless sent). */
  @Column({ name: 'contract_situation', type: 'text', nullable: true })
  contractSituation: ContractSituation | null;

  @Column({ name: 'deal_id', type: 'uuid', nullable: true })
  dealId: string | null;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  /** When the sign last became SIGNED. */
  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  /** The contract's text: on get and on create/update answers, not in lists. */
  @Column({ type: 'text', nullable: true })
  content: string | null;
}
