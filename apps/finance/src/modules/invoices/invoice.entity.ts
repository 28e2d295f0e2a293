import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { MeasurementEntity } from '../measurements/measurement.entity';
import { InvoiceStatus } from '../shared/finance-enums';

/** An invoice (nota fiscal) to a person, optionally of a measurement. */
@Entity({ name: 'invoices' })
@ListIndexes('invoices', { companyKey: false })
@Index('invoices_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('invoices_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('invoices_company_measurement_idx', ['companyId', 'measurementId'], { where: 'measurement_id IS NOT NULL' })
@ForeignKey(() => MeasurementEntity, ['companyId', 'measurementId'], ['companyId', 'id'], { name: 'invoices_measurement_fkey' })
export class InvoiceEntity extends DeactivatableRecord {
  @Column({ name: 'person_id', type: 'uuid' })
  personId: string;

  personName?: string | null;

  @Column({ name: 'measurement_id', type: 'uuid', nullable: true })
  measurementId: string | null;

  @Column({ name: 'invoice_amount', ...MONEY_COLUMN })
  invoiceAmount: number;

  @Column({ type: 'text' })
  status: InvoiceStatus;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate: string | null;

  /** Accepted on create and kept, but not part of the record the API returns (the spec). */
  @Column({ type: 'text', nullable: true })
  description: string | null;
}
