import { UnsafeDestinationError, isPublicAddress, resolvePublicAddresses } from './address-policy';

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
