import { COMPRESS_ABOVE_BYTES, decodePayload, encodePayload } from './payload-codec';

const asMessage = ({ data, headers }: ReturnType<typeof encodePayload>) => {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return { data: bytes, headers, string: () => new TextDecoder().decode(bytes) };
};

describe('NATS payload codec', () => {
  it('flags a reply as a result or an error in a header', () => {
    expect(encodePayload('{"a":1}', 'ok').headers?.get('Rpc-Status')).toBe('ok');
    expect(encodePayload('{"a":1}', 'error').headers?.get('Rpc-Status')).toBe('error');
  });

  it('sends small payloads as they are', () => {
    const encoded = encodePayload('{"a":1}');
    expect(encoded).toEqual({ data: '{"a":1}' });
    expect(decodePayload(asMessage(encoded))).toBe('{"a":1}');
  });

  it('sends a payload that fits under the limit as it is, counting its UTF-8 bytes', () => {
    const ascii = JSON.stringify({ name: 'a'.repeat(COMPRESS_ABOVE_BYTES - 20) });
    const fitting = encodePayload(ascii);
    expect(fitting.headers).toBeUndefined();
    expect(decodePayload(asMessage(fitting))).toBe(ascii);
    // As many characters, but two bytes each: it would not fit.
    const accented = JSON.stringify({ name: 'é'.repeat(COMPRESS_ABOVE_BYTES / 2) });
    expect(accented.length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(encodePayload(accented).headers?.get('Content-Encoding')).toBe('gzip');
  });

  it('gzips large payloads below the 1 MB NATS limit and restores them exactly', () => {
    const json = JSON.stringify({ name: 'é'.repeat(COMPRESS_ABOVE_BYTES), list: Array.from({ length: 5000 }, (_, i) => i) });
    const encoded = encodePayload(json);
    expect(encoded.headers?.get('Content-Encoding')).toBe('gzip');
    expect(encoded.data.length).toBeLessThan(1024 * 1024);
    expect(decodePayload(asMessage(encoded))).toBe(json);
  });
});
