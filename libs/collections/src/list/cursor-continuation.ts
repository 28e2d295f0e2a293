import { CollectionDeclaration } from '../declaration/collection-declaration';
import { CursorList, cursorOfAnotherList, invalidCursor } from './cursor';
import { CollectionListQuery, defaultOrderOf, filterParametersOf, listQueryClass, listQueryValidator } from './list-query';

/**
 * What the client sent, before the list's defaults were applied: the query
 * as received, or only whether it held `page` (callers that keep no more of
 * it; `orderBy` and `order` then count as sent when they differ from the
 * list's default).
 */
export type SentQuery = Readonly<Record<string, unknown>> | boolean;

/**
 * The query a cursor page runs when the cursor carries its list: the
 * cursor's order and filters, so `?cursor=…` alone continues the walk. A
 * parameter the request sent as well must say the same (400 on `cursor`
 * otherwise); `limit` is the request's. The cursor's own values are
 * validated as the first page's were, since a client can alter them.
 */
export class CursorContinuation {
  private readonly filterParameters: string[];
  private readonly defaults: { orderBy: string; order: string };
  private validate?: (query: Record<string, unknown>) => CollectionListQuery;

  constructor(private readonly declaration: CollectionDeclaration) {
    this.filterParameters = filterParametersOf(declaration);
    this.defaults = defaultOrderOf(declaration);
  }

  query(request: CollectionListQuery, sent: SentQuery, list: CursorList): CollectionListQuery {
    const carried: Record<string, string> = { orderBy: list.orderBy, order: list.order, ...list.filters };
    for (const parameter of ['orderBy', 'order', ...this.filterParameters]) {
      const value = request[parameter];
      if (value !== undefined && this.wasSent(parameter, sent, request) && String(value) !== carried[parameter]) throw cursorOfAnotherList();
    }
    if (Object.keys(list.filters).some((parameter) => !this.filterParameters.includes(parameter))) throw invalidCursor();
    // Learnt once per list and reused: every page of a walk asks the same (the cursor itself is left out).
    this.validate ??= listQueryValidator(listQueryClass(this.declaration));
    let continued: CollectionListQuery;
    try {
      continued = this.validate({ limit: request.limit, ...carried });
    } catch {
      throw invalidCursor();
    }
    return { ...continued, cursor: request.cursor };
  }

  private wasSent(parameter: string, sent: SentQuery, request: CollectionListQuery): boolean {
    if (typeof sent !== 'boolean') return sent[parameter] !== undefined;
    return parameter in this.defaults ? request[parameter] !== this.defaults[parameter as keyof typeof this.defaults] : true;
  }
}
