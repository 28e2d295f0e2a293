import { randomBytes } from 'node:crypto';
import { CompressingNatsSerializer } from './nest-payload-serializers';
import { JsonBytes } from './payload-codec';

describe('NATS reply serializer', () => {
  const serializer = new CompressingNatsSerializer();
  const body = (payload: { data: string | Uint8Array }) => (typeof payload.data === 'string' ? payload.data : Buffer.from(payload.data).toString('utf8'));

  it('serialises a result as JSON and flags it ok', () => {
    const payload = serializer.serialize({ response: { a: 1, b: [true, null] } });
    expect(body(payload)).toBe('{"a":1,"b":[true,null]}');
    expect(payload.headers?.get('Rpc-Status')).toBe('ok');
  });

  it('sends a result already written as JSON bytes as those bytes, flagged ok', () => {
    const payload = serializer.serialize({ response: new JsonBytes(Buffer.from('{"name":"Conta à vista"}', 'utf8')) });
    expect(body(payload)).toBe('{"name":"Conta à vista"}');
    expect(payload.headers?.get('Rpc-Status')).toBe('ok');
  });

  it('gzips large JSON bytes, and refuses them when even gzipped they would not fit', () => {
    expect(serializer.serialize({ response: new JsonBytes(Buffer.from(`"${'a'.repeat(3_000_000)}"`)) }).headers?.get('Content-Encoding')).toBe('gzip');
    const refused = serializer.serialize({ response: new JsonBytes(Buffer.from(`"${randomBytes(3_000_000).toString('base64')}"`)) });
    expect(JSON.parse(body(refused))).toEqual({ statusCode: 500, message: 'INTERNAL_ERROR' });
    expect(refused.headers?.get('Rpc-Status')).toBe('error');
  });

  it('answers a handler that returned nothing with null', () => {
    expect(body(serializer.serialize({ response: undefined }))).toBe('null');
  });

  it('sends an error as its JSON, flagged as an error', () => {
    const payload = serializer.serialize({ err: { code: 'X' } });
    expect(body(payload)).toBe('{"code":"X"}');
    expect(payload.headers?.get('Rpc-Status')).toBe('error');
  });

  it('answers INTERNAL_ERROR at once, flagged as an error, when even gzipped the result would not fit a NATS message', () => {
    // 3 MB of random base64: gzip cannot shrink it below NATS's 1 MiB.
    const payload = serializer.serialize({ response: { text: randomBytes(3_000_000).toString('base64') } });
    expect(JSON.parse(body(payload))).toEqual({ statusCode: 500, message: 'INTERNAL_ERROR' });
    expect(payload.headers?.get('Rpc-Status')).toBe('error');
  });

  it('still sends a large result that gzip makes fit', () => {
    const payload = serializer.serialize({ response: { text: 'a'.repeat(3_000_000) } });
    expect(payload.headers?.get('Rpc-Status')).toBe('ok');
    expect(payload.headers?.get('Content-Encoding')).toBe('gzip');
  });
});
