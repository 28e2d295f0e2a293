import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last number handed out per company and prefix (`DEAL`, `QUO`...). */
@Entity({ name: 'code_sequences' })
export class CodeSequenceEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @PrimaryColumn({ type: 'text' })
  prefix: string;

  @Column({ name: 'last_value', type: 'bigint' })
  lastValue: string;
}
