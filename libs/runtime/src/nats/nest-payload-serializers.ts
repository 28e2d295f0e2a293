import { IncomingRequestDeserializer } from '@nestjs/microservices';
import type { MsgHdrs } from '@nats-io/transport-node';
import { EncodedPayload, decodePayload, encodePayload } from './payload-codec';

/** Nest's NATS serializer, compressing large replies (see payload-codec.ts). */
export class CompressingNatsSerializer {
  serialize(packet: unknown): EncodedPayload {
    return encodePayload(JSON.stringify(packet));
  }
}

/** Nest's NATS request deserializer, reading compressed requests. */
export class DecompressingNatsDeserializer extends IncomingRequestDeserializer {
  override deserialize(message: { data: Uint8Array; headers?: MsgHdrs; string(): string }, options?: Record<string, unknown>) {
    return super.deserialize(JSON.parse(decodePayload(message)), options);
  }
}
