import { MEASUREMENTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A measurement (medição) of work done for a person, which invoices may refer to. */
@Entity({ name: 'measurements' })
@ListIndexes('measurements')
@Index('measurements_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@Index('measurements_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
export class MeasurementEntity extends DeclaredTable(MEASUREMENTS_CONTRACT) {}
