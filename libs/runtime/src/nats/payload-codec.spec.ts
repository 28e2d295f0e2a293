import { constants, gzipSync } from 'node:zlib';
import { COMPRESS_ABOVE_BYTES, MAX_DECOMPRESSED_BYTES, UndecodablePayloadError, decodePayloadBytes, encodePayload, gunzipPayload } from './payload-codec';

const asMessage = ({ data, headers }: ReturnType<typeof encodePayload>) => ({
  data: typeof data === 'string' ? new TextEncoder().encode(data) : data,
  headers,
});
/** What fits in one NATS message: ~1 MiB of gzip members of 16 MiB of zeros each (gunzip reads them all), 1 GiB once expanded. */
function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: constants.Z_BEST_COMPRESSION });
  return Buffer.concat(Array.from({ length: Math.floor((1024 * 1024) / member.length) }, () => member));
}
const decoded = async (encoded: ReturnType<typeof encodePayload>) => (await decodePayloadBytes(asMessage(encoded))).toString('utf8');

describe('NATS payload codec', () => {
  it('flags a reply as a result or an error in a header', () => {
    expect(encodePayload('{"a":1}', 'ok').headers?.get('Rpc-Status')).toBe('ok');
    expect(encodePayload('{"a":1}', 'error').headers?.get('Rpc-Status')).toBe('error');
  });

  it('sends small payloads as they are', async () => {
    const encoded = encodePayload('{"a":1}');
    expect(encoded).toEqual({ data: '{"a":1}' });
    expect(await decoded(encoded)).toBe('{"a":1}');
  });

  it('sends a payload that fits under the limit as it is, counting its UTF-8 bytes', async () => {
    const ascii = JSON.stringify({ name: 'a'.repeat(COMPRESS_ABOVE_BYTES - 20) });
    const fitting = encodePayload(ascii);
    expect(fitting.headers).toBeUndefined();
    expect(await decoded(fitting)).toBe(ascii);
    // As many characters, but two bytes each: it would not fit.
    const accented = JSON.stringify({ name: 'é'.repeat(COMPRESS_ABOVE_BYTES / 2) });
    expect(accented.length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(encodePayload(accented).headers?.get('Content-Encoding')).toBe('gzip');
  });

  it('gzips large payloads below the 1 MB NATS limit and restores them exactly', async () => {
    const json = JSON.stringify({ name: 'é'.repeat(COMPRESS_ABOVE_BYTES), list: Array.from({ length: 5000 }, (_, i) => i) });
    const encoded = encodePayload(json);
    expect(encoded.headers?.get('Content-Encoding')).toBe('gzip');
    expect(encoded.data.length).toBeLessThan(1024 * 1024);
    expect(await decoded(encoded)).toBe(json);
  });

  it('restores a payload of exactly the decompression limit', async () => {
    const atLimit = Buffer.alloc(MAX_DECOMPRESSED_BYTES, 'x');
    expect((await gunzipPayload(gzipSync(atLimit))).equals(atLimit)).toBe(true);
  });

  it('refuses a gzip bomb: 1 MiB that would expand to 1 GiB stops at the limit', async () => {
    const bomb = gzipBomb();
    expect(bomb.length).toBeLessThanOrEqual(1024 * 1024);
    const outcome = gunzipPayload(bomb);
    await expect(outcome).rejects.toBeInstanceOf(UndecodablePayloadError);
    await expect(outcome).rejects.toMatchObject({ tooLarge: true, message: expect.stringContaining(`past ${MAX_DECOMPRESSED_BYTES} bytes`) });
    // One byte past the limit is enough to be refused.
    await expect(gunzipPayload(gzipSync(Buffer.alloc(MAX_DECOMPRESSED_BYTES + 1)))).rejects.toMatchObject({ tooLarge: true });
  });

  it('refuses a payload flagged gzip that is not gzip', async () => {
    await expect(gunzipPayload(Buffer.from('{"a":1}'))).rejects.toMatchObject({ tooLarge: false });
  });

  it('answers an unreadable request with the spec error: 413 for too large, 400 otherwise', () => {
    expect(new UndecodablePayloadError(true, 'x').toApiError().toJSON()).toEqual({ statusCode: 413, message: 'PAYLOAD_TOO_LARGE' });
    expect(new UndecodablePayloadError(false, 'x').toApiError().toJSON()).toEqual({ statusCode: 400, message: 'VALIDATION_ERROR' });
  });
});
