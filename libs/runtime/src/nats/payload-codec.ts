import { headers as natsHeaders, MsgHdrs } from '@nats-io/transport-node';
import { constants, gunzipSync, gzipSync } from 'node:zlib';

/**
 * NATS refuses messages above its max_payload (1 MiB by default; ours is
 * never set lower), but a request may carry a body of up to 1 MiB and a
 * report (a busy account's ledger) about as much. Payloads that might not
 * fit travel gzipped, flagged by a header, both ways; the rest go as they
 * are, because compressing costs far more CPU than NATS spends moving the
 * bytes (a month's ledger of 5,000 lines: gzip was a tenth of the service's
 * time). The margin leaves room for headers.
 */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024 - 64 * 1024;
/** A UTF-8 character takes at most 3 bytes per UTF-16 code unit: shorter strings surely fit. */
const SURELY_FITS_LENGTH = Math.floor(COMPRESS_ABOVE_BYTES / 3);
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
  // Text that surely fits goes as it is (NATS encodes it); longer text is encoded here, once, to measure and to send.
  const data = json.length > SURELY_FITS_LENGTH ? Buffer.from(json, 'utf8') : json;
  const compress = typeof data !== 'string' && data.length > COMPRESS_ABOVE_BYTES;
  if (!compress && !replyStatus) return { data };
  const headers = natsHeaders();
  if (replyStatus) headers.set(REPLY_STATUS_HEADER, replyStatus);
  if (!compress) return { data, headers };
  headers.set(ENCODING_HEADER, 'gzip');
  // The fastest level: JSON shrinks ~10× even so, and the bytes only cross a local network.
  return { data: gzipSync(data, { level: constants.Z_BEST_SPEED }), headers };
}

export function decodePayload(message: { data: Uint8Array; headers?: MsgHdrs; string(): string }): string {
  return message.headers?.get(ENCODING_HEADER) === 'gzip' ? gunzipSync(message.data).toString('utf8') : message.string();
}

/** The payload's bytes, unzipped when they came gzipped; otherwise a view of the message's own (no copy). */
export function decodePayloadBytes(message: { data: Uint8Array; headers?: MsgHdrs }): Buffer {
  const { data } = message;
  return message.headers?.get(ENCODING_HEADER) === 'gzip' ? gunzipSync(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
