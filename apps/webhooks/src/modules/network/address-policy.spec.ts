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
