import { CollectionKit, CollectionService, defineCollection, equals } from '@bizapi/collections';
import { CUSTOM_FIELD_ENTITY_TYPES } from '@bizapi/contracts';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CustomFieldEntity } from './custom-field.entity';

export function toCustomFieldRecord(field: CustomFieldEntity) {
  return {
    id: field.id,
    name: field.name,
    label: field.label,
    fieldType: field.fieldType,
    entityType: field.entityType,
    options: field.options,
    isRequired: field.isRequired,
    isActive: field.isActive,
    createdAt: formatApiDateTime(field.createdAt),
    updatedAt: formatApiDateTime(field.updatedAt),
  };
}

export const CUSTOM_FIELDS = defineCollection<CustomFieldEntity>({
  collection: 'custom-fields',
  entity: CustomFieldEntity,
  noun: 'custom field',
  toRecord: toCustomFieldRecord,
  filters: { entityType: equals('entityType', CUSTOM_FIELD_ENTITY_TYPES) },
  defaultOrder: 'ASC',
});

@Injectable()
export class CustomFieldsService extends CollectionService<CustomFieldEntity> {
  constructor(kit: CollectionKit) {
    super(kit, CUSTOM_FIELDS);
  }
}
