import type Koa from 'koa';
import type { Middleware } from 'koa';
import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY as parsed: off (false), any peer at all (true: kept for older settings, warned about
 * at start), or the proxy's own addresses: IPs, CIDRs and `loopback`.
 */
export type TrustProxy = boolean | readonly string[];

/** Whether a request whose TCP peer is this address came through a proxy we trust. */
export type PeerTrust = (peer: string | undefined) => boolean;

/** Adds one TRUST_PROXY entry (`loopback`, an IP, or an IP/prefix); false when it is none of these. */
function addEntry(list: BlockList, entry: string): boolean {
  if (entry.toLowerCase() === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addSubnet('::1', 128, 'ipv6');
    return true;
  }
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  // A zone (fe80::1%eth0) names an interface, not an address a peer could be matched on.
  if (!family || rest.length > 0 || address.includes('%')) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** The TRUST_PROXY entries that are not `loopback`, an IP or a CIDR (none: the list is good). */
export function badTrustProxyEntries(entries: readonly string[]): string[] {
  const list = new BlockList();
  return entries.filter((entry) => !addEntry(list, entry));
}

/**
 * Decides per request whether X-Forwarded-* may be believed: from any peer (true), none (false),
 * or a peer on the list. BlockList matches an IPv4-mapped IPv6 peer (::ffff:127.0.0.1) against
 * IPv4 entries, and the other way round.
 */
export function trustedPeers(setting: TrustProxy): PeerTrust {
  if (typeof setting === 'boolean') return () => setting;
  const list = new BlockList();
  for (const entry of setting) addEntry(list, entry);
  return (peer) => {
    const family = peer ? isIP(peer) : 0;
    return family !== 0 && list.check(peer!, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Koa believes X-Forwarded-For, -Proto and -Host (ctx.ip, ctx.protocol and ctx.secure, which set
 * the session cookie's Secure flag, ctx.host) when `app.proxy` is on, for every request alike. The
 * app keeps it off; a request whose TCP peer is a trusted proxy reads its request getters through a
 * view of the app with it on. Koa's maxIpsCount still keeps only the address the proxy appended last.
 */
export function honourTrustedProxies(app: Koa, trusts: PeerTrust, { listed }: { listed: boolean }): Middleware {
  const behindProxy = Object.create(app, { proxy: { value: true } }) as Koa;
  return (ctx, next) => {
    if (!trusts(ctx.req.socket.remoteAddress)) return next();
    ctx.request.app = behindProxy;
    // Behind proxies named in a list (a load balancer, then nginx), each appended its peer: the client is the
    // last address that is none of them. With `true` every hop would look trusted, so only the last one counts.
    if (listed) ctx.request.ip = clientBehind(ctx.get('X-Forwarded-For'), trusts) ?? ctx.request.ip;
    return next();
  };
}

/** The right-most X-Forwarded-For address that is not a trusted proxy; undefined when there is none. */
function clientBehind(forwardedFor: string, trusts: PeerTrust): string | undefined {
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index--) if (!trusts(hops[index])) return hops[index];
  return hops[0];
}
