import { INVOICES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { MeasurementEntity } from '../measurements/measurement.entity';

/** An invoice (nota fiscal) to a person, optionally of a measurement. */
@Entity({ name: 'invoices' })
@ListIndexes('invoices', { companyKey: false })
@Index('invoices_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('invoices_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('invoices_company_measurement_idx', ['companyId', 'measurementId'], { where: 'measurement_id IS NOT NULL' })
@ForeignKey(() => MeasurementEntity, ['companyId', 'measurementId'], ['companyId', 'id'], { name: 'invoices_measurement_fkey' })
export class InvoiceEntity extends DeclaredTable(INVOICES_CONTRACT) {}
