import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DealPipelineEntity } from './deal-pipeline.entity';

/** A stage of a pipeline; `position` is the API's `order` (1 is where new deals start). */
@Entity({ name: 'deal_stages' })
@Index('deal_stages_company_pipeline_position_idx', ['companyId', 'dealPipelineId', 'position'], { unique: true })
export class DealStageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'deal_pipeline_id', type: 'uuid' })
  dealPipelineId: string;

  @ManyToOne(() => DealPipelineEntity)
  @JoinColumn({ name: 'deal_pipeline_id', foreignKeyConstraintName: 'deal_stages_deal_pipeline_id_fkey' })
  dealPipeline?: DealPipelineEntity;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
