import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import type { CustomFieldEntityType, CustomFieldType } from '@bizapi/contracts';
import { Column, Entity, Index } from 'typeorm';

/** A field the company added to one kind of record; `options` only for SELECT and MULTISELECT. */
@Entity({ name: 'custom_fields' })
@Index('custom_fields_company_entity_name_idx', ['companyId', 'entityType', 'name'], { unique: true })
@ListIndexes('custom_fields', { companyKey: false })
@Index('custom_fields_company_entity_type_idx', ['companyId', 'entityType'], { where: 'is_active' })
export class CustomFieldEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  label: string;

  @Column({ name: 'field_type', type: 'text' })
  fieldType: CustomFieldType;

  @Column({ name: 'entity_type', type: 'text' })
  entityType: CustomFieldEntityType;

  @Column({ type: 'text', array: true, nullable: true })
  options: string[] | null;

  @Column({ name: 'is_required', type: 'boolean', default: false })
  isRequired: boolean;
}
