import { InternalSubject, ReferenceCheck, ReferenceCheckResult, ServiceName } from '@bizapi/contracts';
import { Controller, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CollectionKit } from '../service/collection-kit';

/** The service's one reference subject: which of the asked records exist, are active and are the company's, with their names. */
export function referencesController(service: ServiceName): Type<unknown> {
  @Controller()
  class ReferencesController {
    constructor(private readonly kit: CollectionKit) {}

    @MessagePattern(InternalSubject.referencesCheck(service))
    check(@Payload() check: ReferenceCheck): Promise<ReferenceCheckResult> {
      return this.kit.references.answer(this.kit.dataSource.manager, check);
    }
  }
  return ReferencesController;
}
