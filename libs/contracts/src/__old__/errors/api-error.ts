import { ERROR_STATUS, ErrorCode, isErrorCode } from './error-code';

/** One entry of the `errors` array of a validation error body. */
export interface FieldError {
  field: string;
  message: string;
}

/** What crosses NATS when a request fails: the spec's error body minus the gateway's parts. */
export interface ApiErrorPayload {
  statusCode: number;
  message: ErrorCode;
  errors?: FieldError[];
  /** When a retry may succeed: the gateway sends it as `Retry-After`, not in the body. */
  retryAfterSeconds?: number;
}

/**
 * A failure with a code from the spec's error table. Services throw it; it is
 * serialised as {@link ApiErrorPayload} across NATS and turned into the HTTP
 * body (with `friendlyMessage` and `requestId`) in one place, the gateway.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  /** When a retry may succeed (a 429 of a service's own limit): the gateway's `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors?: FieldError[],
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.statusCode = ERROR_STATUS[code];
  }

  static notFound(field?: string, what = 'record'): ApiError {
    return new ApiError(ErrorCode.RESOURCE_NOT_FOUND, field ? [{ field, message: `${what} not found` }] : undefined);
  }

  static validation(field: string, message: string): ApiError {
    return new ApiError(ErrorCode.VALIDATION_ERROR, [{ field, message }]);
  }

  /** The same error, telling the client when to try again. */
  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }

  toJSON(): ApiErrorPayload {
    const payload: ApiErrorPayload = this.errors?.length
      ? { statusCode: this.statusCode, message: this.code, errors: this.errors }
      : { statusCode: this.statusCode, message: this.code };
    return this.retryAfterSeconds === undefined ? payload : { ...payload, retryAfterSeconds: this.retryAfterSeconds };
  }

  /** Rebuilds an error received over NATS; anything unrecognisable becomes INTERNAL_ERROR. */
  static fromPayload(payload: unknown): ApiError {
    if (payload && typeof payload === 'object') {
      const { message, errors, retryAfterSeconds } = payload as Partial<ApiErrorPayload>;
      if (isErrorCode(message)) {
        const error = new ApiError(message, Array.isArray(errors) ? errors : undefined);
        return typeof retryAfterSeconds === 'number' && Number.isSafeInteger(retryAfterSeconds) && retryAfterSeconds > 0
          ? error.withRetryAfter(retryAfterSeconds)
          : error;
      }
    }
    return new ApiError(ErrorCode.INTERNAL_ERROR);
  }
}
