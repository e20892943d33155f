import { BlockList, isIP } from 'node:net';

/**
 * Every range a webhook must never reach from our servers: loopback, private networks, link-local
 * (cloud metadata lives at 169.254.169.254), carrier-grade NAT, "this network", documentation,
 * benchmarking, multicast and reserved space, and the IPv6 forms that lead back into them.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated), could carry a private IPv4
  ['64:ff9b::', 96], // NAT64: reaches whatever IPv4 address it embeds
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an embedded IPv4
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: tunnels to an embedded IPv4
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/**
 * True when an IP address (v4 or v6, as a resolver answers it) lies in a range no webhook may reach,
 * including an IPv4-mapped IPv6 address (::ffff:127.0.0.1) of one. Anything that is not an IP
 * address counts as blocked: an address we cannot classify is one we must not connect to.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 6) {
    // BlockList matches IPv4 rules against ::ffff:a.b.c.d; be explicit so no Node change can undo it.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  }
  return BLOCKED.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
