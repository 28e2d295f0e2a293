import { DealType } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DealPipelineEntity } from '../deal-pipelines/deal-pipeline.entity';
import { DealStageEntity } from '../deal-pipelines/deal-stage.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'deals' })
@Index('deals_company_code_idx', ['companyId', 'code'], { unique: true })
@Index('deals_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('deals_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('deals_company_amount_idx', ['companyId', 'amount', 'id'], { where: 'is_active' })
@Index('deals_company_customer_idx', ['companyId', 'customerId'], { where: 'is_active' })
@Index('deals_company_pipeline_idx', ['companyId', 'dealPipelineId'], { where: 'is_active' })
export class DealEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  /** `DEAL-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @ManyToOne(() => PersonEntity)
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'deals_customer_id_fkey' })
  customer?: PersonEntity;

  @Column({ name: 'deal_type', type: 'text' })
  dealType: DealType;

  @Column({ name: 'deal_pipeline_id', type: 'uuid' })
  dealPipelineId: string;

  @ManyToOne(() => DealPipelineEntity)
  @JoinColumn({ name: 'deal_pipeline_id', foreignKeyConstraintName: 'deals_deal_pipeline_id_fkey' })
  dealPipeline?: DealPipelineEntity;

  /** Always a stage of `dealPipelineId` (the service checks it). */
  @Column({ name: 'deal_stage_id', type: 'uuid' })
  dealStageId: string;

  @ManyToOne(() => DealStageEntity)
  @JoinColumn({ name: 'deal_stage_id', foreignKeyConstraintName: 'deals_deal_stage_id_fkey' })
  dealStage?: DealStageEntity;

  /** Set by the client; deal items do not change it. */
  @Column({ ...MONEY_COLUMN, nullable: true })
  amount: number | null;

  @Column({ name: 'expected_close_date', type: 'timestamptz', nullable: true })
  expectedCloseDate: Date | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  /** The company user whose API key created the deal. */
  @Column({ name: 'responsible_id', type: 'uuid' })
  responsibleId: string;

  /** A copy of the user's name, taken from the identity service when the deal was created. */
  @Column({ name: 'responsible_name', type: 'text' })
  responsibleName: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
