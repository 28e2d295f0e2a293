import { CompressingNatsSerializer } from './nest-payload-serializers';

describe('NATS reply serializer', () => {
  const serializer = new CompressingNatsSerializer();
  const body = (payload: { data: string | Uint8Array }) => (typeof payload.data === 'string' ? payload.data : Buffer.from(payload.data).toString('utf8'));

  it('serialises a result as JSON and flags it ok', () => {
    const payload = serializer.serialize({ response: { a: 1, b: [true, null] } });
    expect(body(payload)).toBe('{"a":1,"b":[true,null]}');
    expect(payload.headers?.get('Rpc-Status')).toBe('ok');
  });

  it('answers a handler that returned nothing with null', () => {
    expect(body(serializer.serialize({ response: undefined }))).toBe('null');
  });

  it('sends an error as its JSON, flagged as an error', () => {
    const payload = serializer.serialize({ err: { code: 'X' } });
    expect(body(payload)).toBe('{"code":"X"}');
    expect(payload.headers?.get('Rpc-Status')).toBe('error');
  });
});
