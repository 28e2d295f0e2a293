import { formatApiDateTime } from '@bizapi/conventions';
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
