import { ApiError, ErrorCode, namespaced } from '@bizapi/contracts';
import { Msg, NatsConnection, NoRespondersError, TimeoutError, headers as natsHeaders } from '@nats-io/transport-node';
import { SpanKind } from '@opentelemetry/api';
import { injectTraceHeaders } from '../tracing/trace-context';
import { inSpan, tracingEnabled } from '../tracing/tracing';
import { REPLY_STATUS_HEADER, encodePayload, gunzipPayload, isGzipped, plainPayloadBytes } from './payload-codec';
import { ConnectionLostError, NatsUnavailableError, RequestInbox, ResponderSilentError } from './request-inbox';
import { DEFAULT_LIVENESS_MS } from './request-liveness';

/**
 * Request/reply to a service over the connection's single multiplexed reply
 * inbox (Nest's own ClientProxy subscribes a new inbox per request, measured
 * as the main cost of the gateway path). Requests speak Nest's wire format
 * (`{id, pattern, data}`); replies are the result's JSON with its status in
 * a header (see nest-payload-serializers.ts).
 *
 * Failures come back as coded errors: a service's own ApiError as it was
 * thrown, no responder (or no connection to NATS) as 503 SERVICE_UNAVAILABLE,
 * no answer in time (or the connection lost while waiting, or the replica
 * that took it silent for `livenessMs`: request-inbox.ts) as 504
 * GATEWAY_TIMEOUT, so a caller never hangs and never sees a bare 500.
 */
export class NatsRpcClient {
  private sequence = 0;
  private readonly inbox: RequestInbox;

  constructor(
    connection: NatsConnection,
    private readonly namespace: string,
    private readonly timeoutMs: number,
    livenessMs = DEFAULT_LIVENESS_MS,
  ) {
    this.inbox = new RequestInbox(connection, { livenessMs });
  }

  async request<T>(subject: string, data: unknown, timeoutMs = this.timeoutMs): Promise<T> {
    return JSON.parse(await this.requestJson(subject, data, timeoutMs)) as T;
  }

  /** The result as the JSON text the service sent. */
  async requestJson(subject: string, data: unknown, timeoutMs = this.timeoutMs): Promise<string> {
    return (await this.requestBytes(subject, data, timeoutMs)).toString('utf8');
  }

  /** The result as the UTF-8 JSON bytes the service sent, for callers that pass it on unread (no decoding, no re-encoding). */
  async requestBytes(subject: string, data: unknown, timeoutMs = this.timeoutMs): Promise<Buffer> {
    if (!tracingEnabled()) return this.send(subject, data, timeoutMs);
    // The trace goes on in the service: its handler's span is a child of this one (W3C headers).
    return inSpan(`nats request ${subject}`, SpanKind.CLIENT, { 'messaging.system': 'nats', 'messaging.destination.name': subject }, () =>
      this.send(subject, data, timeoutMs),
    );
  }

  private async send(subject: string, data: unknown, timeoutMs: number): Promise<Buffer> {
    const packet = encodePayload(JSON.stringify({ id: String(++this.sequence), pattern: subject, data }));
    if (tracingEnabled()) injectTraceHeaders((packet.headers ??= natsHeaders()));
    let reply: Msg;
    try {
      reply = await this.inbox.request(namespaced(this.namespace, subject), packet.data, {
        timeout: timeoutMs,
        headers: packet.headers,
      });
    } catch (error) {
      throw NatsRpcClient.transportError(error, subject);
    }
    // Plain replies (all but the largest) are read without a promise; gzipped ones are unzipped off the event loop.
    const body = isGzipped(reply) ? await NatsRpcClient.unzipped(reply, subject) : plainPayloadBytes(reply);
    return NatsRpcClient.resultOf(reply, body, subject);
  }

  /** A gzipped reply's body; one that would expand past the limit (or is not gzip) is refused: a 500, with the reason in the log. */
  private static async unzipped(reply: Msg, subject: string): Promise<Buffer> {
    try {
      return await gunzipPayload(reply.data);
    } catch (error) {
      throw new ApiError(ErrorCode.INTERNAL_ERROR, undefined, `refused the reply on ${subject}: ${(error as Error).message}`);
    }
  }

  private static resultOf(reply: Msg, body: Buffer, subject: string): Buffer {
    const unreadable = () => new ApiError(ErrorCode.INTERNAL_ERROR, undefined, `unreadable reply on ${subject}`);
    const status = reply.headers?.get(REPLY_STATUS_HEADER);
    if (status === 'ok') return body;
    if (status !== 'error') throw unreadable();
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw unreadable();
    }
    throw ApiError.fromPayload(payload);
  }

  private static transportError(error: unknown, subject: string): ApiError {
    if (error instanceof ResponderSilentError) {
      return new ApiError(ErrorCode.GATEWAY_TIMEOUT, undefined, `no reply on ${subject}: ${error.message}`);
    }
    if (error instanceof TimeoutError) {
      return new ApiError(ErrorCode.GATEWAY_TIMEOUT, undefined, `no reply on ${subject} in time`);
    }
    // As a timeout: the request went out, and whether it was acted on is unknown (a write may have happened).
    if (error instanceof ConnectionLostError) {
      return new ApiError(ErrorCode.GATEWAY_TIMEOUT, undefined, `no reply on ${subject}: ${error.message}`);
    }
    if (error instanceof NatsUnavailableError) {
      return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `not sent on ${subject}: ${error.message}`);
    }
    if (error instanceof NoRespondersError) {
      return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `no service answers ${subject}`);
    }
    return new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `request on ${subject} failed: ${String(error)}`);
  }
}
