/**
 * The address a per-visitor limit counts: one IPv4 address, or one IPv6 network. An IPv6 client is given a whole
 * /64 (often far more), so counting exact addresses would let one visitor rotate through billions of them; and an
 * IPv4 address written as IPv6 ("::ffff:203.0.113.7") is the same visitor as "203.0.113.7". Parsing by ipaddr.js.
 */
import ipaddr from "ipaddr.js";

/** IPv6 addresses are counted by their first this many bits unless RATE_LIMIT_IPV6_PREFIX says otherwise. */
export const DEFAULT_IPV6_PREFIX = 64;

/** The key a limit counts for `ip`: "203.0.113.7", "2001:db8:1:2::/64"; an unparseable value counts as itself. */
export function rateLimitAddress(ip: string | undefined, ipv6PrefixBits = DEFAULT_IPV6_PREFIX): string {
  if (!ip) return "unknown";
  // A zone ("fe80::1%eth0") names the interface, not the visitor.
  const bare = ip.replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.map((part, i) => {
    const keep = Math.max(0, Math.min(16, ipv6PrefixBits - i * 16));
    return keep === 0 ? 0 : part & (0xffff << (16 - keep)) & 0xffff;
  });
  return `${new ipaddr.IPv6(parts).toString()}/${ipv6PrefixBits}`;
}
