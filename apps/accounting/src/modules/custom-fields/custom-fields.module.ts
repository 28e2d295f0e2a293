import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CUSTOM_FIELDS } from './custom-fields.collection';
import { CustomFieldsService } from './custom-fields.service';

@Module({
  controllers: [collectionController(CUSTOM_FIELDS, CustomFieldsService)],
  providers: [CustomFieldsService],
  exports: [CustomFieldsService],
})
export class CustomFieldsModule {}
