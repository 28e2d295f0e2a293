import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';
import { MeasurementStatus, MeasurementType } from '../shared/finance-enums';

/** A measurement (medição) of work done for a person, which invoices may refer to. */
@Entity({ name: 'measurements' })
@ListIndexes('measurements')
@Index('measurements_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('measurements_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
export class MeasurementEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  @Column({ name: 'measurement_type', type: 'text' })
  measurementType: MeasurementType;

  @Column({ type: 'text' })
  status: MeasurementStatus;

  /** 0 on creation; the API has no measurement items to add to it. */
  @Column({ name: 'total_amount', ...MONEY_COLUMN, default: 0 })
  totalAmount: number;

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;
}
