import { ApiError, ErrorCode, namespaced } from '@bizapi/contracts';
import { NatsConnection, RequestError, TimeoutError, NoRespondersError } from '@nats-io/transport-node';
import { decodePayload, encodePayload } from './payload-codec';

interface NestReply {
  response?: unknown;
  err?: unknown;
}

/**
 * Request/reply to a service speaking Nest's NATS wire format
 * (`{id, pattern, data}` -> `{id, response | err}`), over the connection's
 * single multiplexed reply inbox. Nest's own ClientProxy subscribes a new
 * inbox per request, which measured as the main cost of the gateway path.
 *
 * Failures come back as coded errors: a service's own ApiError as it was
 * thrown, no responder as 503 SERVICE_UNAVAILABLE, no answer in time as 504
 * GATEWAY_TIMEOUT, so a caller never hangs and never sees a bare 500.
 */
export class NatsRpcClient {
  private sequence = 0;

  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
    private readonly timeoutMs: number,
  ) {}

  async request<T>(subject: string, data: unknown, timeoutMs = this.timeoutMs): Promise<T> {
    const packet = encodePayload(JSON.stringify({ id: String(++this.sequence), pattern: subject, data }));
    let reply: NestReply;
    try {
      const message = await this.connection.request(namespaced(this.namespace, subject), packet.data, {
        timeout: timeoutMs,
        headers: packet.headers,
      });
      reply = JSON.parse(decodePayload(message)) as NestReply;
    } catch (error) {
      throw NatsRpcClient.transportError(error, subject);
    }
    if (reply.err !== undefined && reply.err !== null) throw ApiError.fromPayload(reply.err);
    return reply.response as T;
  }

  private static transportError(error: unknown, subject: string): ApiError {
    if (error instanceof TimeoutError || (error instanceof RequestError && error.cause instanceof TimeoutError)) {
      return new ApiError(ErrorCode.GATEWAY_TIMEOUT, undefined, `no reply on ${subject} in time`);
    }
    if (error instanceof NoRespondersError || (error instanceof RequestError && error.isNoResponders())) {
      return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `no service answers ${subject}`);
    }
    return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `request on ${subject} failed: ${String(error)}`);
  }
}
