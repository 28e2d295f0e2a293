/**
 * Who is calling, derived by the gateway from the verified access token and
 * never from client input. Every service method takes it first.
 */
export interface RequestContext {
  companyId: string;
  /** The company user the API key belongs to (`responsibleId`, comment author, ...). */
  userId: string;
  apiKeyId: string;
  requestId: string;
}

export type QueryParams = Record<string, string | string[] | undefined>;

/** The data of a NATS request from the gateway to a service. */
export interface RpcRequest<TBody = unknown, TQuery = QueryParams> {
  ctx: RequestContext;
  params: Record<string, string>;
  query: TQuery;
  body: TBody;
}

/** The standard list envelope (spec convention 6). */
export interface ListEnvelope<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; totalPages: number };
}
