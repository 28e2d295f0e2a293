import { ServiceName } from '@bizapi/contracts';
import { DynamicModule, Module } from '@nestjs/common';
import { deactivateController } from './admin/deactivate.controller';
import { NameCopyConsumer } from './references/name-copy.consumer';
import { referencesController } from './references/references.controller';
import { COLLECTIONS_SERVICE, CollectionKit } from './service/collection-kit';

/**
 * The kit in a service: the shared CollectionKit its collections' services
 * are built on, the service's reference subject, the operator's `deactivate`,
 * and the consumer that keeps name copies fresh. Imported once, next to RuntimeModule.
 */
@Module({})
export class CollectionsModule {
  static forService(service: ServiceName): DynamicModule {
    return {
      module: CollectionsModule,
      global: true,
      controllers: [referencesController(service), deactivateController(service)],
      providers: [{ provide: COLLECTIONS_SERVICE, useValue: service }, CollectionKit, NameCopyConsumer],
      exports: [CollectionKit],
    };
  }
}
