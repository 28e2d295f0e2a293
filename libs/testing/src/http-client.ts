import { recordExchange } from './openapi/example-recorder';
import { responseValidator } from './openapi/response-validator';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (malformed JSON, other media types). */
  raw?: string;
  /** Headers for this request; `undefined` removes a default one. */
  headers?: Record<string, string | undefined>;
}

/** A client of the API as an integrator writes one: plain HTTP, JSON in and out. */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  withHeaders(headers: Record<string, string | undefined>): HttpClient {
    const merged = { ...this.defaultHeaders, ...headers };
    return new HttpClient(
      this.baseUrl,
      Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Record<string, string>,
    );
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders };
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const url = `${this.baseUrl}${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    const answer = { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
    // Every answer of every integration test is checked against docs/openapi.json.
    const pathname = new URL(url).pathname;
    responseValidator().check({ method, path: pathname, ...answer });
    if (process.env.EXAMPLES_RECORD_DIR) {
      const operationId = responseValidator().operationIdOf(method, pathname);
      if (operationId && options.raw === undefined)
        recordExchange({ kind: 'answer', operationId, status: answer.status, request: options.body, response: answer.body });
    }
    return answer;
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
