import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-guard';

describe('isBlockedAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.45.2.9'],
    ['this network', '0.0.0.0'],
    ['private 10/8', '10.20.30.40'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.10'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata', '169.254.169.254'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['benchmarking', '198.18.0.5'],
    ['documentation', '203.0.113.7'],
    ['multicast', '224.0.0.251'],
    ['reserved and broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['AWS metadata over IPv6', 'fd00:ec2::254'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata in hex', '::ffff:a9fe:a9fe'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:c0a8:0101::1'],
    ['bracketed IPv6 loopback', '[::1]'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    ['public IPv4', '93.184.216.34'],
    ['public IPv4 next to 172.16/12', '172.32.0.1'],
    ['public IPv4 next to 100.64/10', '100.128.0.1'],
    ['public IPv6', '2606:4700:4700::1111'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ])('allows %s (%s)', (_name, address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});
