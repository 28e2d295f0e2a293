import ipaddr from 'ipaddr.js';

/**
 * A receiver on the developer's own machine, which `npm start` accepts
 * outside production (WEBHOOK_ALLOW_LOOPBACK_RECEIVERS): the host is written
 * as `localhost` (or a name under it, RFC 6761), an IPv4 literal in
 * 127.0.0.0/8, or `[::1]`. Only how the URL is written counts: a public name
 * that resolves to 127.0.0.1 is not one (so it cannot be used to reach the
 * server's own ports once accepted as public), nor is an IPv6 form that
 * embeds 127.0.0.1 (`::ffff:127.0.0.1`, `::7f00:1`), which stay refused by
 * the address rule.
 */
export function isLoopbackReceiverHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (/^([a-z0-9-]+\.)*localhost\.?$/i.test(host)) return true;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host).range() === 'loopback';
  return ipaddr.IPv6.isValid(host) && ipaddr.IPv6.parse(host).toNormalizedString() === '0:0:0:0:0:0:0:1';
}

/** Where a loopback receiver's host is dialled: the literal itself, and `localhost` names at 127.0.0.1 (as the address rule resolves them). */
export function loopbackAddress(hostname: string): { address: string; family: 4 | 6 } {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return { address: host, family: 4 };
  if (ipaddr.IPv6.isValid(host)) return { address: '::1', family: 6 };
  return { address: '127.0.0.1', family: 4 };
}
