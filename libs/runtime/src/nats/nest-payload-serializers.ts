import { IncomingRequestDeserializer } from '@nestjs/microservices';
import type { MsgHdrs } from '@nats-io/transport-node';
import { EncodedPayload, decodePayload, encodePayload } from './payload-codec';

interface NestReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * Nest's NATS reply serializer, replaced: the body is the handler's result
 * (or its error) alone, the `Rpc-Status` header says which, and large bodies
 * are gzipped (see payload-codec.ts). Every handler answers with one value,
 * which Nest sends in one packet with its completion.
 */
export class CompressingNatsSerializer {
  serialize(packet: NestReplyPacket): EncodedPayload {
    if (packet.err !== undefined) return encodePayload(JSON.stringify(packet.err), 'error');
    return encodePayload(JSON.stringify(packet.response ?? null), 'ok');
  }
}

/** Nest's NATS request deserializer, reading compressed requests. */
export class DecompressingNatsDeserializer extends IncomingRequestDeserializer {
  override deserialize(message: { data: Uint8Array; headers?: MsgHdrs; string(): string }, options?: Record<string, unknown>) {
    return super.deserialize(JSON.parse(decodePayload(message)), options);
  }
}
