import { BlockList, isIP } from 'node:net';

/**
 * Addresses an integration may not reach unless the server allows private URLs: loopback,
 * "this network", private ranges (RFC 1918, unique local), carrier-grade NAT, link-local (which
 * holds the cloud metadata services at 169.254.169.254 and fd00:ec2::254), multicast, reserved,
 * benchmarking and documentation ranges, and IPv4 addresses written as IPv6 (mapped, NAT64,
 * 6to4, which Node would otherwise connect to as IPv4).
 */
const blockedRanges: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const blockList = new BlockList();
for (const [network, prefix, family] of blockedRanges) blockList.addSubnet(network, prefix, family);

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) IPv6 address, if it is one. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP literal) lies in a range integrations may not reach. Not an IP: blocked. */
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return blockList.check(plain, 'ipv4');
  if (family !== 6) return true;
  const inner = mappedIpv4(plain);
  if (inner !== null) return blockList.check(inner, 'ipv4');
  return blockList.check(plain, 'ipv6');
}
