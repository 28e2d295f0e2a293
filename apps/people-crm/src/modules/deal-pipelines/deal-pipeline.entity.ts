import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A sales pipeline: reference data seeded by the operator, read-only through the API. Its stages are DealStageEntity rows. */
@Entity({ name: 'deal_pipelines' })
@Index('deal_pipelines_company_name_idx', ['companyId', 'name'], { unique: true })
@Index('deal_pipelines_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
export class DealPipelineEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
