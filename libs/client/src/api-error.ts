/** An answer the client did not retry into a success: the API's error body (`message` is the constant to branch on). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly requestId?: string,
  ) {
    super(`${status} ${errorMessageOf(body) ?? 'error'}${requestId ? ` (request ${requestId})` : ''}`);
  }

  /** The spec's error constant, e.g. `RESOURCE_NOT_FOUND`. */
  get code(): string | undefined {
    return errorMessageOf(this.body);
  }
}

function errorMessageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
