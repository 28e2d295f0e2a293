import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { DealType } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { DealPipelineEntity } from '../deal-pipelines/deal-pipeline.entity';
import { DealStageEntity } from '../deal-stages/deal-stage.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'deals' })
@Index('deals_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('deals')
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('deals_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('deals_company_amount_idx', ['companyId', 'amount', 'id'], { where: 'is_active' })
@Index('deals_company_customer_idx', ['companyId', 'customerId'], { where: 'is_active' })
@Index('deals_company_pipeline_idx', ['companyId', 'dealPipelineId'], { where: 'is_active' })
@Index('deals_company_type_idx', ['companyId', 'dealType'], { where: 'is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'customerId'], ['companyId', 'id'], { name: 'deals_customer_fkey' })
@ForeignKey(() => DealPipelineEntity, ['companyId', 'dealPipelineId'], ['companyId', 'id'], { name: 'deals_deal_pipeline_fkey' })
@ForeignKey(() => DealStageEntity, ['companyId', 'dealStageId'], ['companyId', 'id'], { name: 'deals_deal_stage_fkey' })
export class DealEntity extends DeactivatableRecord {
  /** `DEAL-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  customerName?: string | null;

  @Column({ name: 'deal_type', type: 'text' })
  dealType: DealType;

  @Column({ name: 'deal_pipeline_id', type: 'uuid' })
  dealPipelineId: string;

  dealPipelineName?: string | null;

  /** Always a stage of `dealPipelineId` (the service checks it). */
  @Column({ name: 'deal_stage_id', type: 'uuid' })
  dealStageId: string;

  dealStageName?: string | null;

  /** Set by the client; deal items do not change it. */
  @Column({ ...MONEY_COLUMN, nullable: true })
  amount: number | null;

  @Column({ name: 'expected_close_date', type: 'timestamptz', nullable: true })
  expectedCloseDate: Date | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  /** The company user whose API key created the deal (a reference to the identity service). */
  @Column({ name: 'responsible_id', type: 'uuid' })
  responsibleId: string;

  responsibleName?: string | null;

  /** Read by the release before the collection kit; names are copies in reference_names now. Dropped by a later migration. */
  @Column({ name: 'responsible_name', type: 'text', nullable: true })
  legacyResponsibleName: string | null;
}
