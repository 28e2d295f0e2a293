import ipaddr, { IPv4, IPv6 } from 'ipaddr.js';

/** Where an IPv6 form carries IPv4 addresses: the byte offsets of each, and whether it is stored inverted (Teredo's client). */
interface EmbeddingForm {
  name: string;
  prefix: [IPv6, number];
  /** The offsets of the 4 bytes of each IPv4 the form may carry (RFC 6052 skips byte 8, the "u" octet). */
  positions: number[][];
  inverted?: boolean[];
}

const bytesFrom = (start: number) => [0, 1, 2, 3].map((i) => start + i);
/** RFC 6052 §2.2: an IPv4 after a prefix of `length` bits, byte 8 skipped. */
const rfc6052Position = (length: number) => [length / 8, length / 8 + 1, length / 8 + 2, length / 8 + 3, length / 8 + 4].filter((b) => b !== 8).slice(0, 4);

const FORMS: EmbeddingForm[] = [
  // RFC 4291: IPv4-mapped ::ffff:a.b.c.d (a dual-stack socket sends it as IPv4) and deprecated IPv4-compatible ::a.b.c.d.
  { name: 'IPv4-mapped', prefix: ipaddr.parseCIDR('::ffff:0:0/96') as [IPv6, number], positions: [bytesFrom(12)] },
  { name: 'IPv4-compatible', prefix: ipaddr.parseCIDR('::/96') as [IPv6, number], positions: [bytesFrom(12)] },
  // RFC 6145: IPv4-translated ::ffff:0:a.b.c.d.
  { name: 'IPv4-translated', prefix: ipaddr.parseCIDR('::ffff:0:0:0/96') as [IPv6, number], positions: [bytesFrom(12)] },
  // RFC 6052: the NAT64 well-known prefix.
  { name: 'NAT64', prefix: ipaddr.parseCIDR('64:ff9b::/96') as [IPv6, number], positions: [bytesFrom(12)] },
  // RFC 8215: the local-use NAT64 prefix; its translator may use a /48, /56, /64 or /96, so every place counts.
  { name: 'local-use NAT64', prefix: ipaddr.parseCIDR('64:ff9b:1::/48') as [IPv6, number], positions: [48, 56, 64, 96].map(rfc6052Position) },
  // RFC 3056: 6to4, the IPv4 in bits 16-48.
  { name: '6to4', prefix: ipaddr.parseCIDR('2002::/16') as [IPv6, number], positions: [bytesFrom(2)] },
  // RFC 4380: Teredo, the server's IPv4 in bits 32-64 and the client's, inverted, in the last 32 bits.
  { name: 'Teredo', prefix: ipaddr.parseCIDR('2001::/32') as [IPv6, number], positions: [bytesFrom(4), bytesFrom(12)], inverted: [false, true] },
];

/**
 * The IPv4 addresses an IPv6 address embeds, with the name of its form, or
 * undefined when it is no such form. A translator on the path (NAT64, a 6to4
 * relay, Teredo, a dual-stack socket) would deliver to those IPv4 addresses,
 * so each must be judged as the address it really reaches.
 */
export function embeddedIPv4(address: IPv6): { form: string; addresses: IPv4[] } | undefined {
  const form = FORMS.find((candidate) => address.match(candidate.prefix));
  if (!form) return undefined;
  const bytes = address.toByteArray();
  const addresses = form.positions.map((offsets, index) => {
    const octets = offsets.map((offset) => (form.inverted?.[index] ? bytes[offset] ^ 0xff : bytes[offset]));
    return ipaddr.fromByteArray(octets) as IPv4;
  });
  return { form: form.name, addresses };
}
