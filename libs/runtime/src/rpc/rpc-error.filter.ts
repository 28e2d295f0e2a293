import { ApiError, ErrorCode, RpcRequest } from '@bizapi/contracts';
import { ArgumentsHost, Catch, Logger, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { isDatabaseBusy, isNumericOverflow, uniqueViolation } from '../database/postgres-errors';

/**
 * The one place a service turns a failure into what crosses NATS: an
 * {@link ApiError} passes as it is; a unique violation nobody mapped becomes
 * DUPLICATE_ENTRY; anything else is logged with the request id and answered
 * as INTERNAL_ERROR, without details.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toApiError(exception, host).toJSON());
  }

  private toApiError(exception: unknown, host: ArgumentsHost): ApiError {
    if (exception instanceof ApiError) return exception;
    if (uniqueViolation(exception) !== undefined) return new ApiError(ErrorCode.DUPLICATE_ENTRY);
    // Numeric overflow means validation let a value through that the column cannot hold.
    if (isNumericOverflow(exception)) return new ApiError(ErrorCode.VALIDATION_ERROR);
    if (isDatabaseBusy(exception)) {
      this.logger.warn({ err: exception }, 'database busy or unreachable: answered SERVICE_UNAVAILABLE');
      return new ApiError(ErrorCode.SERVICE_UNAVAILABLE);
    }
    const request = host.switchToRpc().getData<Partial<RpcRequest>>();
    this.logger.error(
      { err: exception, requestId: request?.ctx?.requestId, pattern: host.switchToRpc().getContext()?.getSubject?.() },
      'unexpected error',
    );
    return new ApiError(ErrorCode.INTERNAL_ERROR);
  }
}
