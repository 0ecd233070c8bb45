import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Addresses that never come from the public internet: loopback, private, link-local, carrier-grade NAT, unique-local. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `::ffff:1.2.3.4` (how a dual-stack socket reports IPv4 clients) becomes `1.2.3.4`. */
export function unmapIpv4(ip: string): string {
  return MAPPED_IPV4.exec(ip)?.[1] ?? ip;
}

/** True for loopback and private-network addresses, and for anything that is not an IP address at all. */
export function isNonPublicAddress(ip: string): boolean {
  const address = unmapIpv4(ip);
  if (isIPv4(address)) return NON_PUBLIC.check(address, 'ipv4');
  if (isIPv6(address)) return NON_PUBLIC.check(address, 'ipv6');
  return true;
}

/** Dotted IPv4 to its 32-bit number. */
export function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

/** The upper 64 bits of an IPv6 address: GeoIP networks are never narrower than a /64 routing prefix. */
export function ipv6High64(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for two groups.
  const tailSize = tailGroups.length + (tail.includes('.') ? 1 : 0);
  const groups = ip.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailSize)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return groups
    .slice(0, 4)
    .reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
}

/**
 * The network a client stands for in per-address limits: an IPv4 address itself, an IPv6 address's /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client take 2^64 fresh
 * buckets). IPv4-mapped addresses count as their IPv4 address.
 */
export function clientNetworkOf(ip: string): string {
  const address = unmapIpv4(ip);
  if (!isIPv6(address)) return address;
  const high = ipv6High64(address);
  const groups = [48n, 32n, 16n, 0n].map((shift) => ((high >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}
