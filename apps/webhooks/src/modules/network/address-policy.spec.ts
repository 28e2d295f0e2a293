import ipaddr from 'ipaddr.js';
import { pbkdf2 } from 'node:crypto';
import { Socket, createSocket } from 'node:dgram';
import { UnsafeDestinationError, createDnsResolver, isPublicAddress, resolvePublicAddresses } from './address-policy';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700::1111'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['fd00:ec2::254', 'AWS IPv6 metadata (unique local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::', '6to4 of a private address'],
    ['192.0.2.1', 'documentation'],
    ['not-an-ip', 'not an address'],
  ])('blocks %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

/**
 * Every IPv6 form that embeds IPv4 is judged by the IPv4 inside it (embedded-ipv4.ts): refused when any
 * embedded address is not public, allowed as the public address it reaches otherwise.
 */
describe('isPublicAddress on IPv6 forms that embed IPv4', () => {
  it.each([
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254 (cloud metadata)'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['::ffff:0:a00:1', 'IPv4-translated 10.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b:1:a00:1::', 'local-use NAT64 (/48) of 10.0.0.1'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64 (/96) of 169.254.169.254'],
    ['64:ff9b:1:0:a:0:100::', 'local-use NAT64 (/64) of 10.0.0.1'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:0:a00:1::f7f7:f7f7', 'Teredo with server 10.0.0.1'],
    ['2001:0:808:808::f5ff:fffe', 'Teredo with client 10.0.0.1 (stored inverted)'],
    ['2001:0:808:808::80ff:fffe', 'Teredo with client 127.0.0.1 (stored inverted)'],
  ])('blocks %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['::808:808', 'IPv4-compatible 8.8.8.8'],
    ['::ffff:8.8.8.8', 'IPv4-mapped 8.8.8.8'],
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8 (what DNS64 answers for an IPv4-only host)'],
    ['64:ff9b:1:808:8:800:808:808', 'local-use NAT64 of 8.8.8.8 at every place'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['2001:0:808:808::f7f7:f7f7', 'Teredo with server 8.8.8.8 and client 8.8.8.8'],
  ])('lets %s through (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolvePublicAddresses', () => {
  it('blocks names that resolve to loopback', async () => {
    await expect(resolvePublicAddresses('localhost')).rejects.toBeInstanceOf(UnsafeDestinationError);
  });

  it('names the blocked address only outside the message, which reaches clients', async () => {
    const refusal = (await resolvePublicAddresses('localhost').catch((error: unknown) => error)) as UnsafeDestinationError;
    expect(refusal.message).toBe('localhost is not publicly reachable (not a public address)');
    expect(refusal.blockedAddress).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it('blocks bracketed IPv6 literals of special ranges', async () => {
    await expect(resolvePublicAddresses('[::1]')).rejects.toThrow(/not a public address/);
  });

  it('takes public literals without DNS', async () => {
    await expect(resolvePublicAddresses('8.8.8.8')).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
  });

  it('refuses names that do not resolve', async () => {
    await expect(resolvePublicAddresses('no-such-host.invalid')).rejects.toThrow(/does not resolve/);
  });
});

/** A DNS server that answers every AAAA question with `address` and every other question with no record. */
async function startAaaaServer(address: string): Promise<Socket> {
  const server = createSocket('udp4');
  server.on('message', (query, peer) => {
    // The question follows the 12-byte header: labels up to a zero byte, then type and class.
    let end = 12;
    while (query[end] !== 0) end += query[end] + 1;
    const question = query.subarray(12, end + 5);
    const isAaaa = question.readUInt16BE(question.length - 4) === 28;
    const header = Buffer.from(query.subarray(0, 12));
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(isAaaa ? 1 : 0, 6);
    header.writeUInt32BE(0, 8);
    const answer = isAaaa
      ? Buffer.concat([Buffer.from([0xc0, 0x0c, 0, 28, 0, 1, 0, 0, 0, 60, 0, 16]), Buffer.from(ipaddr.parse(address).toByteArray())])
      : Buffer.alloc(0);
    server.send(Buffer.concat([header, question, answer]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
  return server;
}

describe('AAAA answers that embed IPv4', () => {
  it.each(['::7f00:1', '::a9fe:a9fe', '64:ff9b::a00:1'])('refuses a name whose AAAA record is %s', async (address) => {
    const server = await startAaaaServer(address);
    try {
      const resolver = createDnsResolver({ servers: [`127.0.0.1:${server.address().port}`], timeoutMs: 1_000 });
      const refusal = await resolvePublicAddresses('hooks.example.com', resolver).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(UnsafeDestinationError);
      // c-ares writes ::7f00:1 as ::127.0.0.1: compare the addresses as URLs normalise them, not their spelling.
      const normalised = (ip: string) => new URL(`https://[${ip}]/`).hostname;
      expect(normalised(String((refusal as UnsafeDestinationError).blockedAddress))).toBe(normalised(address));
    } finally {
      server.close();
    }
  });

  it('takes a name whose AAAA record embeds a public IPv4 (DNS64 for an IPv4-only host)', async () => {
    const server = await startAaaaServer('64:ff9b::808:808');
    try {
      const resolver = createDnsResolver({ servers: [`127.0.0.1:${server.address().port}`], timeoutMs: 1_000 });
      await expect(resolvePublicAddresses('hooks.example.com', resolver)).resolves.toEqual([{ address: '64:ff9b::808:808', family: 6 }]);
    } finally {
      server.close();
    }
  });
});

describe('name resolution under a tenant whose DNS never answers', () => {
  let blackHole: Socket;
  let resolver: ReturnType<typeof createDnsResolver>;

  beforeAll(async () => {
    // A DNS "server" that takes every query and answers none.
    blackHole = createSocket('udp4');
    await new Promise<void>((resolve) => blackHole.bind(0, '127.0.0.1', resolve));
    resolver = createDnsResolver({ servers: [`127.0.0.1:${blackHole.address().port}`], timeoutMs: 1_000 });
  });

  afterAll(() => blackHole.close());

  it('gives up within the timeout, and pending lookups leave the thread pool free', async () => {
    const started = Date.now();
    const pending = Array.from({ length: 8 }, (_, index) => resolvePublicAddresses(`slow-${index}.example.com`, resolver).catch((error: unknown) => error));
    // pbkdf2 runs on libuv's thread pool: with getaddrinfo-based lookups, eight stuck queries would hold all four threads.
    const poolStarted = Date.now();
    await new Promise((resolve, reject) => pbkdf2('x', 'y', 1, 32, 'sha256', (error) => (error ? reject(error) : resolve(undefined))));
    expect(Date.now() - poolStarted).toBeLessThan(500);
    const outcomes = await Promise.all(pending);
    expect(outcomes.every((outcome) => outcome instanceof UnsafeDestinationError)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
