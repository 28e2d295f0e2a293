import { CUSTOM_FIELDS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

/** A field the company added to one kind of record; `options` only for SELECT and MULTISELECT. */
@Entity({ name: 'custom_fields' })
@Index('custom_fields_company_entity_name_idx', ['companyId', 'entityType', 'name'], { unique: true })
@ListIndexes('custom_fields', { companyKey: false })
@Index('custom_fields_company_entity_type_idx', ['companyId', 'entityType'], { where: 'is_active' })
export class CustomFieldEntity extends DeclaredTable(CUSTOM_FIELDS_CONTRACT) {}
