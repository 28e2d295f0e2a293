import { Feature } from '@bizapi/contracts';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'companies' })
@Check('companies_rate_limit_per_minute_check', 'rate_limit_per_minute BETWEEN 1 AND 10000000')
export class CompanyEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** Plan features enabled for the company. */
  @Column({ type: 'text', array: true })
  features: Feature[];

  /** Requests a minute the company may make; null: the gateway's RATE_LIMIT_PER_MINUTE. */
  @Column({ name: 'rate_limit_per_minute', type: 'integer', nullable: true })
  rateLimitPerMinute: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
