import { Logger } from '@nestjs/common';
import ipaddr, { IPv6 } from 'ipaddr.js';
import { LookupAddress, promises as dns } from 'node:dns';
import { embeddedIPv4 } from './embedded-ipv4';
import { isLoopbackReceiverHost, loopbackAddress } from './loopback-receiver';

/** Longest a webhook host's name may take to resolve: one tenant's slow DNS server must not hold a delivery slot for long. */
export const DNS_TIMEOUT_MS = 2_000;

/**
 * Names resolve through c-ares (`dns.Resolver`), never `dns.lookup`:
 * lookup runs getaddrinfo on libuv's shared thread pool (4 threads), so four
 * tenants' unanswered DNS queries would stall every delivery and every
 * other pool user (crypto, file access) of the process.
 */
export function createDnsResolver(options: { servers?: string[]; timeoutMs?: number } = {}): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: Math.ceil((options.timeoutMs ?? DNS_TIMEOUT_MS) / 2), tries: 2 });
  if (options.servers) resolver.setServers(options.servers);
  return resolver;
}

const systemResolver = createDnsResolver();

const logger = new Logger('AddressPolicy');

/**
 * A destination webhooks may not reach: not public, not resolvable, or not
 * HTTPS. The message reaches the client (400, delivery log), so it never
 * names the address a host resolved to, which would map the internal
 * network; `blockedAddress` is for server logs only.
 */
export class UnsafeDestinationError extends Error {
  constructor(
    message: string,
    readonly blockedAddress?: string,
  ) {
    super(message);
  }
}

/**
 * Only global unicast addresses are public. ipaddr.js classifies every
 * special range: private (10/8, 172.16/12, 192.168/16), loopback, link-local
 * (169.254/16, where cloud metadata lives; fe80::/10), unique-local
 * (fc00::/7, e.g. fd00:ec2::254), carrier-grade NAT, multicast, reserved and
 * documentation ranges. An IPv6 form that embeds IPv4 (IPv4-mapped and
 * -compatible, NAT64, 6to4, Teredo: embedded-ipv4.ts) is judged by every
 * IPv4 inside it, the address a translator would really reach: ipaddr.js
 * calls `::7f00:1` (127.0.0.1 inside) unicast.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIPv4(parsed as IPv6);
  if (embedded) return embedded.addresses.every((inside) => inside.range() === 'unicast');
  return parsed.range() === 'unicast';
}

/** A and AAAA records of a name, within the resolver's timeout; `localhost` names are loopback (RFC 6761) without asking. */
async function resolveName(host: string, resolver: dns.Resolver): Promise<LookupAddress[]> {
  if (/(^|\.)localhost\.?$/i.test(host)) return [{ address: '127.0.0.1', family: 4 }];
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  return [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
}

/** The addresses a host name resolves to, all of which must be public. */
export async function resolvePublicAddresses(hostname: string, resolver: dns.Resolver = systemResolver): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
      : await resolveName(host, resolver);
  } catch {
    throw new UnsafeDestinationError(`${host} does not resolve`);
  }
  if (!addresses.length) throw new UnsafeDestinationError(`${host} does not resolve`);
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (blocked) {
    throw new UnsafeDestinationError(`${host} is not publicly reachable (not a public address)`, blocked.address);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that connects only to vetted public
 * addresses. The connection uses exactly the address checked, so DNS
 * rebinding (public at check time, internal at connect time) cannot reach
 * inside; TLS still verifies the certificate against the host name.
 */
export function pinnedPublicLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  resolvePublicAddresses(hostname).then(
    (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
    (error: Error) => {
      // A host accepted as public that now resolves inside may be DNS rebinding: worth a warning.
      const blocked = error instanceof UnsafeDestinationError ? error.blockedAddress : undefined;
      if (blocked) logger.warn(`refused a webhook connection to ${hostname}: it resolves to ${blocked}`);
      callback(Object.assign(error, { code: 'EUNSAFEDESTINATION' }), options.all ? [] : '', undefined);
    },
  );
}

/**
 * The agents' lookup: `pinnedPublicLookup`, and with `allowLoopback`
 * (WEBHOOK_ALLOW_LOOPBACK_RECEIVERS, outside production) a `localhost` host
 * dialled at 127.0.0.1 (loopback-receiver.ts); any other name must still
 * resolve to public addresses only.
 */
export function pinnedLookup(options: { allowLoopback: boolean }) {
  if (!options.allowLoopback) return pinnedPublicLookup;
  return (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback): void => {
    if (!isLoopbackReceiverHost(hostname)) return pinnedPublicLookup(hostname, lookupOptions, callback);
    const { address, family } = loopbackAddress(hostname);
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
