import { headers as natsHeaders, MsgHdrs } from '@nats-io/transport-node';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * NATS refuses messages above its max_payload (1 MB by default), but a
 * request may carry a body of up to 1 MiB and a list reply 100 long records.
 * Payloads above this size travel gzipped, flagged by a header, both ways.
 */
export const COMPRESS_ABOVE_BYTES = 256 * 1024;
const ENCODING_HEADER = 'Content-Encoding';

/**
 * Replies carry the handler's result (or error) as the message body and say
 * which it is in this header, so the gateway can pass a result to the client
 * as it came, without parsing and re-serialising it.
 */
export const REPLY_STATUS_HEADER = 'Rpc-Status';
export type ReplyStatus = 'ok' | 'error';

export interface EncodedPayload {
  data: string | Uint8Array;
  headers?: MsgHdrs;
}

export function encodePayload(json: string, replyStatus?: ReplyStatus): EncodedPayload {
  const compress = json.length >= COMPRESS_ABOVE_BYTES;
  if (!compress && !replyStatus) return { data: json };
  const headers = natsHeaders();
  if (replyStatus) headers.set(REPLY_STATUS_HEADER, replyStatus);
  if (!compress) return { data: json, headers };
  headers.set(ENCODING_HEADER, 'gzip');
  return { data: gzipSync(json), headers };
}

export function decodePayload(message: { data: Uint8Array; headers?: MsgHdrs; string(): string }): string {
  return message.headers?.get(ENCODING_HEADER) === 'gzip' ? gunzipSync(message.data).toString('utf8') : message.string();
}
