import { ApiError, ErrorCode } from '@bizapi/contracts';
import { headers as natsHeaders, MsgHdrs } from '@nats-io/transport-node';
import { promisify } from 'node:util';
import { constants, gunzip, gzipSync } from 'node:zlib';

/**
 * NATS refuses messages above its max_payload (1 MiB by default; ours is
 * never set lower), but a request may carry a body of up to 1 MiB and a
 * report (a busy account's ledger) about as much. Payloads that might not
 * fit travel gzipped, flagged by a header, both ways; the rest go as they
 * are, because compressing costs far more CPU than NATS spends moving the
 * bytes (docs/benchmarks-history.md, "Accounting reports"). The margin
 * leaves room for headers.
 */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024 - 64 * 1024;
/** A UTF-8 character takes at most 3 bytes per UTF-16 code unit: shorter strings surely fit. */
const SURELY_FITS_LENGTH = Math.floor(COMPRESS_ABOVE_BYTES / 3);
const ENCODING_HEADER = 'Content-Encoding';

/**
 * The most a gzipped payload may expand to: 16 MiB. A legitimate one is far
 * below (a request body is at most 1 MiB; a reply is gzipped only to fit
 * NATS's 1 MiB), while a 1 MiB gzip bomb can expand a thousandfold. Beyond
 * it, unzipping stops and the payload is refused (a request is answered
 * 413 PAYLOAD_TOO_LARGE; a reply becomes the gateway's 500 INTERNAL_ERROR).
 */
export const MAX_DECOMPRESSED_BYTES = 16 * 1024 * 1024;
/** zlib's output step: its default, 16 KiB, costs a trip through the event loop per 16 KiB (64 for a 1 MiB payload). */
const GUNZIP_CHUNK_BYTES = 256 * 1024;
const gunzipAsync = promisify(gunzip);

/** A payload that cannot be read: gzip that would expand past the limit, or that is not gzip at all. */
export class UndecodablePayloadError extends Error {
  constructor(
    readonly tooLarge: boolean,
    detail: string,
  ) {
    super(detail);
    this.name = 'UndecodablePayloadError';
  }

  /** What a request that cannot be read is answered. */
  toApiError(): ApiError {
    return this.tooLarge
      ? new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, undefined, this.message)
      : new ApiError(ErrorCode.VALIDATION_ERROR, undefined, this.message);
  }
}

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

/**
 * A handler's result already written as UTF-8 JSON (a busy ledger: its bytes
 * straight from the rows, apps/accounting's ledger-json.ts). The reply
 * serializer sends these bytes as they are instead of JSON.stringify-ing the
 * value; everything else about the reply (status header, gzip when large,
 * the refusal when too large) is the same.
 */
export class JsonBytes<T = unknown> {
  /** What the bytes are the JSON of: for the compiler and the OpenAPI document (tools/openapi) only, never set. */
  declare readonly of?: T;

  constructor(readonly bytes: Buffer) {}
}

export function encodePayload(json: string | Buffer, replyStatus?: ReplyStatus): EncodedPayload {
  // Text that surely fits goes as it is (NATS encodes it); longer text is encoded here, once, to measure and to send; bytes go as they are.
  const data = typeof json !== 'string' ? json : json.length > SURELY_FITS_LENGTH ? Buffer.from(json, 'utf8') : json;
  const compress = typeof data !== 'string' && data.length > COMPRESS_ABOVE_BYTES;
  if (!compress && !replyStatus) return { data };
  const headers = natsHeaders();
  if (replyStatus) headers.set(REPLY_STATUS_HEADER, replyStatus);
  if (!compress) return { data, headers };
  headers.set(ENCODING_HEADER, 'gzip');
  // The fastest level: JSON shrinks well below NATS's limit even so, and the bytes only cross a local network.
  return { data: gzipSync(data, { level: constants.Z_BEST_SPEED }), headers };
}

/** Whether the payload came gzipped (encodePayload flags it in a header): then it is read with gunzipPayload. */
export function isGzipped(message: { headers?: MsgHdrs }): boolean {
  return message.headers?.get(ENCODING_HEADER) === 'gzip';
}

/** The bytes of a payload that came as it is: a view of the message's own (no copy). */
export function plainPayloadBytes({ data }: { data: Uint8Array }): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Unzips a gzipped payload in zlib's thread pool, off the event loop, and
 * stops at MAX_DECOMPRESSED_BYTES. Only payloads above ~960 KiB are ever
 * sent gzipped: smaller ones never reach zlib, so they pay nothing for this
 * (docs/benchmarks-history.md, "NATS").
 */
export async function gunzipPayload(data: Uint8Array): Promise<Buffer> {
  try {
    return await gunzipAsync(data, { maxOutputLength: MAX_DECOMPRESSED_BYTES, chunkSize: GUNZIP_CHUNK_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new UndecodablePayloadError(true, `a gzipped payload of ${data.byteLength} bytes expands past ${MAX_DECOMPRESSED_BYTES} bytes`);
    }
    throw new UndecodablePayloadError(false, `a payload flagged gzip is not gzip: ${String(error)}`);
  }
}

/** The payload's bytes, unzipped when they came gzipped. */
export async function decodePayloadBytes(message: { data: Uint8Array; headers?: MsgHdrs }): Promise<Buffer> {
  return isGzipped(message) ? gunzipPayload(message.data) : plainPayloadBytes(message);
}
