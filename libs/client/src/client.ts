import createClient, { type Client } from 'openapi-fetch';
import { ApiRequestError } from './api-error.js';
import type { paths } from './generated/api-types.js';
import { paginate, type ListPage } from './paginate.js';
import { resilientFetch, type RetryEvent } from './resilient-fetch.js';
import type { RetryOptions } from './retry-policy.js';
import { TokenSession, type Credentials } from './token-session.js';

export interface BizApiClientOptions extends Credentials {
  /** The API root including the version, e.g. `https://api.example.com/external/v1`. */
  baseUrl: string;
  retry?: RetryOptions;
  /** Renew the access token this long before it expires (default 30 s). */
  refreshMarginMs?: number;
  /** Told of every retry (logging, metrics). */
  onRetry?: (event: RetryEvent) => void;
  /** Another fetch (a proxy agent, a test double); default the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type ListResponse<P extends keyof paths> = paths[P] extends { get: { responses: { 200: infer Ok } } } ? JsonOf<Ok> : never;

/** Every path whose GET answers the list envelope. */
export type ListPath = {
  [P in keyof paths]: ListResponse<P> extends { data: unknown[]; meta: unknown } ? P : never;
}[keyof paths];
/** The filters and order a list takes (its pages are the iterator's business). */
export type ListQuery<P extends ListPath> = Omit<
  NonNullable<paths[P] extends { get: { parameters: { query?: infer Query } } } ? Query : never>,
  'cursor' | 'page'
>;
export type ListItem<P extends ListPath> = ListResponse<P> extends { data: Array<infer Item> } ? Item : never;

export interface BizApiClient extends Client<paths> {
  /** The tokens in use: renewed on their own; `renew()` forces it. */
  readonly session: TokenSession;
  /**
   * Every record of a list, in the list's order, page after page by cursor
   * as the loop asks for them (the first page with `query`, the next ones
   * with the cursor and `limit` alone); a refused page throws ApiRequestError.
   */
  listAll<P extends ListPath>(path: P, query?: ListQuery<P>): AsyncGenerator<ListItem<P>, void, undefined>;
}

type UntypedGet = (
  path: string,
  init: { params: { query: Record<string, unknown> } },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The typed client: openapi-fetch over the generated `paths` (every
 * operation, parameter and body of docs/openapi.json), with our transport
 * under it (sign-in, token renewal, company token, retries, Idempotency-Key).
 *
 *   const api = createBizApiClient({ baseUrl, apiKey, secret });
 *   const { data, error } = await api.POST('/persons', { body: { name: 'Ana', personType: 'INDIVIDUAL' } });
 *   for await (const person of api.listAll('/persons', { orderBy: 'name', order: 'ASC' })) { ... }
 */
export function createBizApiClient(options: BizApiClientOptions): BizApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  const session = new TokenSession({
    baseUrl,
    credentials: { apiKey: options.apiKey, secret: options.secret },
    fetch: transport,
    refreshMarginMs: options.refreshMarginMs,
  });
  const api = createClient<paths>({
    baseUrl,
    fetch: resilientFetch({ session, fetch: transport, retry: options.retry, onRetry: options.onRetry }),
  });
  const get = api.GET as unknown as UntypedGet;

  function listAll<P extends ListPath>(path: P, query?: ListQuery<P>): AsyncGenerator<ListItem<P>, void, undefined> {
    const firstPage = (query ?? {}) as Record<string, unknown>;
    return paginate<ListItem<P>>(async (cursor) => {
      // A cursor carries the list's order and filters: later pages send it with the page size alone.
      const sent = cursor ? { cursor, ...(firstPage.limit === undefined ? {} : { limit: firstPage.limit }) } : firstPage;
      const params = { query: sent };
      const { data, error, response } = await get(path, { params });
      if (error !== undefined || data === undefined) {
        throw new ApiRequestError(response.status, error, response.headers.get('x-request-id') ?? undefined);
      }
      return data as ListPage<ListItem<P>>;
    });
  }

  return Object.assign(api, { session, listAll });
}
