import { defineCollection, equals, recordMapper } from '@bizapi/collections';
import { CUSTOM_FIELDS_CONTRACT, CUSTOM_FIELD_ENTITY_TYPES } from '@bizapi/contracts';
import { CustomFieldEntity } from './custom-field.entity';

export const CUSTOM_FIELDS = defineCollection<CustomFieldEntity>({
  contract: CUSTOM_FIELDS_CONTRACT,
  entity: CustomFieldEntity,
  noun: 'custom field',
  toRecord: recordMapper(CUSTOM_FIELDS_CONTRACT),
  filters: { entityType: equals('entityType', CUSTOM_FIELD_ENTITY_TYPES) },
  defaultOrder: 'ASC',
});
