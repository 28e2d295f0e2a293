import { CollectionOperation, ROUTES, RpcRequest, collectionSubject } from '@bizapi/contracts';
import { validateInput } from '@bizapi/conventions';
import { callerOf, recordIdOf } from '@bizapi/runtime';
import { Controller, Inject, SetMetadata, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CollectionDeclaration } from '../declaration/collection-declaration';
import { writeFieldsDrift } from '../declaration/write-fields';
import type { FieldedContract } from '../fields/field-values';
import { CreateBody, UpdateBody } from '../fields/write-bodies';
import { listQueryClass, listQueryValidator } from '../list/list-query';
import { CollectionService } from '../service/collection-service';

/** The request DTOs of a collection's writes (class-validator classes in the validation vocabulary). */
export interface WriteBodies {
  create?: Type<object>;
  update?: Type<object>;
}

/**
 * Metadata of a generated controller: its declaration, list query and write
 * DTOs, read by the OpenAPI generator (tools/openapi) to describe the routes.
 */
export const DECLARED_COLLECTION = 'bizapi:declared-collection';

export interface DeclaredCollection {
  declaration: CollectionDeclaration;
  listQuery: Type<object>;
  bodies: WriteBodies;
}

interface Handlers {
  service: CollectionService<object>;
}

/**
 * The NATS handlers of a collection: one per operation its route-table entry
 * lists (`api.leads.list`…), each validating its input and calling the
 * service. A collection's module lists
 * `collectionController(LEADS, LeadsService, {create: CreateLeadDto, update: UpdateLeadDto})`
 * among its controllers and writes no handler of its own.
 */
export function collectionController<T extends object>(
  declaration: CollectionDeclaration<T>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any create and update DTO
  serviceClass: Type<CollectionService<T, any, any>>,
  given: WriteBodies = {},
): Type<unknown> {
  const bodies = { ...declaredBodies(declaration as CollectionDeclaration), ...given };
  assertWritesMatchContract(declaration as CollectionDeclaration, bodies);
  const ListQuery = listQueryClass(declaration as CollectionDeclaration);
  const validListQuery = listQueryValidator(ListQuery);
  const handlers: Record<CollectionOperation, (this: Handlers, request: RpcRequest) => Promise<unknown>> = {
    list(request) {
      const query = validListQuery(request.query ?? {});
      return this.service.list(callerOf(request.ctx), query, request.query ?? {});
    },
    get(request) {
      return this.service.get(callerOf(request.ctx), recordIdOf(request.params));
    },
    create(request) {
      return this.service.create(callerOf(request.ctx), validateInput(dto(bodies.create, 'create'), request.body));
    },
    update(request) {
      const caller = callerOf(request.ctx);
      return this.service.update(caller, recordIdOf(request.params), validateInput(dto(bodies.update, 'update'), request.body));
    },
    delete() {
      return Promise.reject(new Error('records of a collection are deactivated by the operator, not deleted'));
    },
  };

  @Controller()
  class DeclaredCollectionController {
    constructor(@Inject(serviceClass) readonly service: CollectionService<object>) {}
  }
  const { collection } = declaration;
  for (const route of ROUTES.filter((candidate) => candidate.collection === collection)) {
    const operation = (Object.keys(handlers) as CollectionOperation[]).find(
      (name) => collectionSubject(collection, name) === route.subject,
    );
    if (!operation) continue;
    const prototype = DeclaredCollectionController.prototype as unknown as Record<string, unknown>;
    prototype[operation] = handlers[operation];
    Payload()(prototype, operation, 0);
    MessagePattern(route.subject)(prototype, operation, Object.getOwnPropertyDescriptor(prototype, operation) as PropertyDescriptor);
  }
  const described: DeclaredCollection = { declaration: declaration as CollectionDeclaration, listQuery: ListQuery, bodies };
  SetMetadata(DECLARED_COLLECTION, described)(DeclaredCollectionController);
  Object.defineProperty(DeclaredCollectionController, 'name', { value: `${serviceClass.name.replace(/Service$/, '')}Controller` });
  return DeclaredCollectionController;
}

/**
 * Refuses, as the module loads (so the service does not start), a write DTO
 * that accepts a field its contract entry's write list lacks, or lacks one
 * the list has: a body accepts exactly the fields the contract states.
 */
function assertWritesMatchContract(declaration: CollectionDeclaration, bodies: WriteBodies): void {
  const problems = (['create', 'update'] as const).flatMap((write) => {
    const body = bodies[write];
    const drift = body && writeFieldsDrift(declaration.contract, write, body);
    return drift ? [drift] : [];
  });
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The write bodies a collection's declared fields give it (CreateBody, UpdateBody), for the writes it offers. */
function declaredBodies(declaration: CollectionDeclaration): WriteBodies {
  const { contract } = declaration;
  if (!contract.fields) return {};
  const fielded = contract as FieldedContract;
  return {
    ...(contract.operations.includes('create') ? { create: CreateBody(fielded) } : {}),
    ...(contract.operations.includes('update') ? { update: UpdateBody(fielded) } : {}),
  };
}

function dto<T>(body: T | undefined, operation: string): T {
  if (!body) throw new Error(`the ${operation} operation is in the route table but no ${operation} DTO was given`);
  return body;
}
