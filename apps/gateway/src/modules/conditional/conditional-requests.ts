import { ApiError, ErrorCode, RouteDefinition, RpcRequest, collectionSubject } from '@bizapi/contracts';
import { NatsRpcClient } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { entityTagOf, listsTag, preconditionNames } from './entity-tag';

/** A route that reads one record: a GET whose path ends in a parameter (`/persons/:id`). */
export function readsOneRecord(route: RouteDefinition): boolean {
  return route.method === 'GET' && /\/:[A-Za-z]+$/.test(route.path);
}

/** A PUT of one record of a collection (`/persons/:id`), whose current version the get operation reads. */
export function updatesOneRecord(route: RouteDefinition): boolean {
  return route.method === 'PUT' && route.path === `/${route.collection}/:id`;
}

/**
 * Conditional requests (RFC 9110 §13): the entity tag of a record is the
 * hash of its JSON, so the gateway computes it without knowing any record's
 * shape, for every collection.
 */
@Injectable()
export class ConditionalRequests {
  constructor(private readonly rpc: NatsRpcClient) {}

  /**
   * What `If-None-Match` says of the body about to be sent (both answer 304):
   * `held` when it lists that very tag, the only 304 given back to the rate
   * limit; `any` for `*`, which names no version the client holds (RFC 9110
   * still answers 304), so it is counted. Undefined: send the body.
   */
  notModified(ifNoneMatch: string | undefined, tag: string): 'held' | 'any' | undefined {
    if (ifNoneMatch === undefined) return undefined;
    if (listsTag(ifNoneMatch, tag, { weak: true })) return 'held';
    return preconditionNames(ifNoneMatch, tag, { weak: true }) ? 'any' : undefined;
  }

  /**
   * `If-Match` on PUT: the record as it is now must carry one of the tags
   * sent, else 412 PRECONDITION_FAILED and nothing is written. A record
   * that does not exist answers 404 as the PUT itself would.
   */
  async requireMatch(route: RouteDefinition, message: RpcRequest, ifMatch: string): Promise<void> {
    const current = await this.rpc.requestJson(collectionSubject(route.collection, 'get'), { ...message, body: undefined, query: {} });
    if (!preconditionNames(ifMatch, entityTagOf(current), { weak: false })) throw new ApiError(ErrorCode.PRECONDITION_FAILED);
  }
}

export { entityTagOf };
