import { ErrorCode, ERROR_STATUS, type ApiErrorPayload } from '@bizapi/contracts';
import { Logger } from '@nestjs/common';
import { IncomingRequestDeserializer } from '@nestjs/microservices';
import type { MsgHdrs } from '@nats-io/transport-node';
import { COMPRESS_ABOVE_BYTES, EncodedPayload, JsonBytes, UndecodablePayloadError, encodePayload, gunzipPayload, isGzipped } from './payload-codec';

interface NestReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * Nest's NATS reply serializer, replaced: the body is the handler's result
 * (or its error) alone, the `Rpc-Status` header says which, and large bodies
 * are gzipped (see payload-codec.ts). A result given as JsonBytes is sent as
 * those bytes, not serialised again. Every handler answers with one value,
 * which Nest sends in one packet with its completion.
 */
export class CompressingNatsSerializer {
  private readonly logger = new Logger('NatsReplies');

  serialize(packet: NestReplyPacket): EncodedPayload {
    if (packet.err !== undefined) return encodePayload(JSON.stringify(packet.err), 'error');
    const { response } = packet;
    const reply = encodePayload(response instanceof JsonBytes ? response.bytes : JSON.stringify(response ?? null), 'ok');
    if (typeof reply.data === 'string' || reply.data.byteLength <= COMPRESS_ABOVE_BYTES) return reply;
    // Even gzipped it would not fit NATS's max_payload: NATS would refuse to send it and the caller would wait
    // for its timeout (a 504 after RPC_TIMEOUT_MS). Answer at once with an error the gateway passes on.
    this.logger.error(`a reply of ${reply.data.byteLength} bytes gzipped does not fit a NATS message: answered ${ErrorCode.INTERNAL_ERROR} instead`);
    const refusal: ApiErrorPayload = { statusCode: ERROR_STATUS.INTERNAL_ERROR, message: ErrorCode.INTERNAL_ERROR };
    return encodePayload(JSON.stringify(refusal), 'error');
  }
}

type NatsRequestMessage = { data: Uint8Array; headers?: MsgHdrs; string(): string };

/**
 * Nest's NATS request deserializer, reading compressed requests (Nest awaits
 * it). A request that cannot be read, gzip expanding past the limit
 * included, throws UndecodablePayloadError: NamespacedNatsServer answers it.
 */
export class DecompressingNatsDeserializer extends IncomingRequestDeserializer {
  override deserialize(message: NatsRequestMessage, options?: Record<string, unknown>) {
    // Plain requests (all but the largest) stay synchronous: no promise per message.
    if (!isGzipped(message)) return super.deserialize(parseRequest(message.string()), options);
    return gunzipPayload(message.data).then((bytes) => super.deserialize(parseRequest(bytes.toString('utf8')), options));
  }
}

function parseRequest(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new UndecodablePayloadError(false, 'a request that is not JSON');
  }
}
