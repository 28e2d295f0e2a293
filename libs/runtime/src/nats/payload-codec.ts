import { headers as natsHeaders, MsgHdrs } from '@nats-io/transport-node';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * NATS refuses messages above its max_payload (1 MB by default), but a
 * request may carry a body of up to 1 MiB and a list reply 100 long records.
 * Payloads above this size travel gzipped, flagged by a header, both ways.
 */
export const COMPRESS_ABOVE_BYTES = 256 * 1024;
const ENCODING_HEADER = 'Content-Encoding';

export interface EncodedPayload {
  data: string | Uint8Array;
  headers?: MsgHdrs;
}

export function encodePayload(json: string): EncodedPayload {
  if (json.length < COMPRESS_ABOVE_BYTES) return { data: json };
  const headers = natsHeaders();
  headers.set(ENCODING_HEADER, 'gzip');
  return { data: gzipSync(json), headers };
}

export function decodePayload(message: { data: Uint8Array; headers?: MsgHdrs; string(): string }): string {
  return message.headers?.get(ENCODING_HEADER) === 'gzip' ? gunzipSync(message.data).toString('utf8') : message.string();
}
