import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';

/** The bundler's own change (tools/bundle, read from the repository as the bundler does). */
const { sizeMessageBuffer } = require(join(REPO_ROOT, 'tools/bundle/nats-message-buffer.cjs')) as { sizeMessageBuffer(source: string): string };

const PARSER = join(REPO_ROOT, 'node_modules/@nats-io/nats-core/lib/parser.js');

interface Dispatched {
  kind: number;
  data?: Uint8Array;
}
type ParserClass = new (dispatcher: { push(event: Dispatched): void }) => { parse(chunk: Uint8Array): void };

/** nats-core's own parser module, compiled from the given text where the package has it (its relative requires resolve). */
function parserFrom(source: string): ParserClass {
  const compiled = new Module(PARSER) as Module & { _compile(code: string, file: string): void };
  compiled.filename = PARSER;
  compiled.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(PARSER));
  compiled._compile(source, PARSER);
  return (compiled.exports as { Parser: ParserClass }).Parser;
}

/** A MSG of `size` bytes, cut into socket reads of `readSize`, through the parser: the payloads it hands on. */
function readMessage(Parser: ParserClass, size: number, readSize: number): Uint8Array[] {
  const payload = Buffer.alloc(size, 'x');
  payload.write('first', 0);
  payload.write('last', size - 4);
  const wire = Buffer.concat([Buffer.from(`MSG _INBOX.reply 1 ${size}\r\n`), payload, Buffer.from('\r\n')]);
  const payloads: Uint8Array[] = [];
  const parser = new Parser({ push: (event) => event.data && payloads.push(event.data) });
  for (let at = 0; at < wire.length; at += readSize) parser.parse(wire.subarray(at, at + readSize));
  return payloads;
}

/**
 * The bundles read a NATS message split across socket reads into one buffer of its size
 * (tools/bundle/nats-message-buffer.cjs): the same bytes as nats-core's own parser, without its
 * doubling buffers, the largest of which the result kept alive.
 */
describe('the bundled NATS parser, for a message split across socket reads', () => {
  const source = readFileSync(PARSER, 'utf8');
  const sized = parserFrom(sizeMessageBuffer(source));
  const original = parserFrom(source);

  it.each([
    [1_000_000, 65_536],
    [200_000, 1_000],
    [70_000, 65_536],
  ])('hands on the same %i bytes (reads of %i) in a buffer of their size', (size, readSize) => {
    const [payload] = readMessage(sized, size, readSize);
    const [expected] = readMessage(original, size, readSize);
    expect(Buffer.from(payload).equals(Buffer.from(expected))).toBe(true);
    expect(Buffer.from(payload).subarray(0, 5).toString()).toBe('first');
    expect(payload.byteLength).toBe(size);
    expect(payload.buffer.byteLength).toBe(size);
    expect(expected.buffer.byteLength).toBeGreaterThan(size);
  });

  it('reads messages that follow in the same stream as before', () => {
    const wire = Buffer.from('MSG a 1 3\r\nabc\r\nMSG b 2 12\r\nhello, world\r\nPING\r\n');
    const payloads: string[] = [];
    const parser = new sized({ push: (event) => event.data && payloads.push(Buffer.from(event.data).toString()) });
    for (let at = 0; at < wire.length; at += 7) parser.parse(wire.subarray(at, at + 7));
    expect(payloads).toEqual(['abc', 'hello, world']);
  });

  it('refuses a nats-core whose line it does not know', () => {
    expect(() => sizeMessageBuffer(source.replace('buf.subarray(this.as));', 'buf.subarray(this.as, 0));'))).toThrow(/changed/);
  });
});
