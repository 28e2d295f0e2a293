import { ApiError, ErrorCode, FRIENDLY_MESSAGES } from '@bizapi/contracts';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RefusalHold } from './refusal-hold';

/** Errors Nest and Fastify raise before our code runs, by HTTP status. */
function fromHttpException(exception: HttpException): ApiError {
  switch (exception.getStatus()) {
    case 400:
      return ApiError.validation('body', /json/i.test(exception.message) ? 'the request body is not valid JSON' : exception.message);
    case 404:
    case 405:
      return new ApiError(ErrorCode.ROUTE_NOT_FOUND);
    case 413:
      return new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, [{ field: 'body', message: 'the request body must be at most 1 MiB' }]);
    case 415:
      return new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    default:
      return new ApiError(ErrorCode.INTERNAL_ERROR);
  }
}

/** The spec's error body for `error`, sent on `reply`; the one place such a body is written. */
export function sendApiError(reply: FastifyReply, error: ApiError, requestId: string): void {
  if (error.code === ErrorCode.SERVICE_UNAVAILABLE) reply.header('Retry-After', 5);
  const { retryAfterSeconds, ...body } = error.toJSON();
  if (retryAfterSeconds !== undefined) reply.header('Retry-After', retryAfterSeconds);
  void reply.status(error.statusCode).send({ ...body, friendlyMessage: FRIENDLY_MESSAGES[error.code], requestId });
}

/**
 * Where any failure in a route becomes the spec's error body:
 * `{statusCode, message, friendlyMessage, errors?, requestId}`. Unexpected
 * failures are logged with the request id and answered without details.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  /** `refusals`: where a 429 waits before it is answered (docs/decisions.md, "Refusals are held"). */
  constructor(private readonly refusals?: RefusalHold) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error =
      exception instanceof ApiError
        ? exception
        : exception instanceof HttpException
          ? fromHttpException(exception)
          : new ApiError(ErrorCode.INTERNAL_ERROR);
    if (error.code === ErrorCode.INTERNAL_ERROR) {
      this.logger.error({ err: exception, requestId: request.id }, 'unexpected error');
    } else if (error.statusCode >= 500) {
      this.logger.warn({ requestId: request.id, code: error.code, detail: error.message }, 'upstream failure');
    }
    if (error.statusCode === 429 && this.refusals) return this.holdRefusal(this.refusals, reply, error, request.id);
    sendApiError(reply, error, request.id);
  }

  /** A 429 answered after the hold, its `Retry-After` less the time held (at least 1 s). */
  private holdRefusal(refusals: RefusalHold, reply: FastifyReply, error: ApiError, requestId: string): void {
    // The in-flight limit and the services put the wait on the error; the rate limit, on the reply (applyRateLimitHeaders).
    const retryAfter = error.retryAfterSeconds ?? (Number(reply.getHeader('retry-after')) || 1);
    refusals.answer(retryAfter, (heldMs) => {
      const left = Math.max(1, Math.ceil(retryAfter - heldMs / 1000));
      if (error.retryAfterSeconds === undefined) reply.header('Retry-After', left);
      else error.withRetryAfter(left);
      sendApiError(reply, error, requestId);
    });
  }
}
