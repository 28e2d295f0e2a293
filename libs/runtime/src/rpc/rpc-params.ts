import { ApiError, CollectionOperation, ErrorCode, RequestContext, collectionSubject } from '@bizapi/contracts';
import { PipeTransform } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { isId } from '../ids/ids';

/**
 * Parameter decorators for handlers of gateway requests ({@link RpcRequest}),
 * so a handler reads `list(@Caller() caller, @RpcQuery() query: ListPersonsQuery)`.
 * DTO-typed parameters are validated by the ApiValidationPipe.
 */
export const Caller = () => Payload('ctx', new CallerPipe());
export const RpcBody = () => Payload('body');
export const RpcQuery = () => Payload('query');

/**
 * Tenancy fails closed: a request whose context lacks a company (which only
 * a bug could produce) is refused, never run without a company filter.
 */
export function callerOf(ctx: Partial<RequestContext> | undefined): RequestContext {
  if (!ctx || !isId(ctx.companyId) || typeof ctx.userId !== 'string') {
    throw new ApiError(ErrorCode.INTERNAL_ERROR, undefined, 'request without a company context');
  }
  return ctx as RequestContext;
}

class CallerPipe implements PipeTransform<Partial<RequestContext> | undefined, RequestContext> {
  transform(ctx: Partial<RequestContext> | undefined): RequestContext {
    return callerOf(ctx);
  }
}

/**
 * The `:id` of the path. An id that cannot exist is RESOURCE_NOT_FOUND at
 * once: ids are opaque, so a malformed one is simply one nobody has.
 */
class RecordIdPipe implements PipeTransform<Record<string, string> | undefined, string> {
  constructor(private readonly name: string) {}

  transform(params: Record<string, string> | undefined): string {
    return recordIdOf(params, this.name);
  }
}

export function recordIdOf(params: Record<string, string> | undefined, name = 'id'): string {
  const id = params?.[name];
  if (!isId(id)) throw new ApiError(ErrorCode.RESOURCE_NOT_FOUND);
  return id;
}

export const RecordId = (name = 'id') => Payload('params', new RecordIdPipe(name));

/**
 * Marks the handler of a collection operation of the route table, e.g.
 * `@CollectionRoute('persons', 'list')` answers `api.persons.list`.
 */
export const CollectionRoute = (collection: string, operation: CollectionOperation) =>
  MessagePattern(collectionSubject(collection, operation));
