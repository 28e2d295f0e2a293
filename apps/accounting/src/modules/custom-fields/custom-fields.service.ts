import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CustomFieldEntity } from './custom-field.entity';
import { CUSTOM_FIELDS } from './custom-fields.collection';

@Injectable()
export class CustomFieldsService extends CollectionService<CustomFieldEntity> {
  constructor(kit: CollectionKit) {
    super(kit, CUSTOM_FIELDS);
  }
}
