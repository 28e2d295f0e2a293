import { ServiceName } from '@bizapi/contracts';
import { CodeGenerator, NatsRpcClient, OutboxWriter } from '@bizapi/runtime';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CollectionDeclaration } from '../declaration/collection-declaration';
import { ReferenceChecker } from '../references/reference-checker';
import { CollectionStore } from '../store/collection-store';
import { CollectionRegistry } from './collection-registry';
import { CollectionRelations } from './collection-relations';

export const COLLECTIONS_SERVICE = Symbol('COLLECTIONS_SERVICE');

/** What every collection of a service shares: its database, outbox, codes, reference checks and registry. */
@Injectable()
export class CollectionKit implements OnApplicationBootstrap {
  readonly registry = new CollectionRegistry();
  readonly relations: CollectionRelations;
  readonly references: ReferenceChecker;

  constructor(
    readonly dataSource: DataSource,
    readonly outbox: OutboxWriter,
    readonly codes: CodeGenerator,
    rpc: NatsRpcClient,
    @Inject(COLLECTIONS_SERVICE) readonly service: ServiceName,
  ) {
    this.references = new ReferenceChecker(service, this.registry, rpc);
    this.relations = new CollectionRelations(this.registry, outbox);
  }

  /** The store of a declared collection, registered for reference checks (and `deactivate`, when given). */
  store<T extends object>(declaration: CollectionDeclaration<T>, deactivate?: (companyId: string, id: string) => Promise<void>): CollectionStore<T> {
    const store = new CollectionStore(this.dataSource, declaration);
    this.registry.add(store as unknown as CollectionStore<object>, deactivate);
    return store;
  }

  /** Once every collection of the service is registered: a relation naming one it does not have stops the start. */
  onApplicationBootstrap(): void {
    this.relations.check();
  }

  transaction<R>(work: (manager: EntityManager) => Promise<R>): Promise<R> {
    return this.dataSource.transaction(work);
  }
}
