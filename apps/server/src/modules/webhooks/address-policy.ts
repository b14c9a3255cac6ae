import { isIP } from 'node:net';

/** What an IP address is, as far as sending a webhook to it is concerned. */
export type AddressClass =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link_local'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation';

interface Range4 {
  base: number;
  bits: number;
  kind: Exclude<AddressClass, 'public' | 'invalid'>;
}

const v4 = (text: string, bits: number, kind: Range4['kind']): Range4 => ({
  base: parseIpv4(text)!,
  bits,
  kind,
});

// Most specific first: 169.254.169.254 is metadata before it is link-local.
const IPV4_RANGES: readonly Range4[] = [
  v4('169.254.169.254', 32, 'metadata'),
  v4('168.63.129.16', 32, 'metadata'), // Azure's wire server
  v4('100.100.100.200', 32, 'metadata'), // Alibaba Cloud
  v4('255.255.255.255', 32, 'broadcast'),
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link_local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** The 32-bit value of a dotted IPv4 address, or null. */
export function parseIpv4(text: string): number | null {
  if (isIP(text) !== 4) return null;
  return text.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function classifyIpv4Value(value: number): AddressClass {
  for (const range of IPV4_RANGES) {
    const size = 2 ** (32 - range.bits);
    if (Math.floor(value / size) === Math.floor(range.base / size)) return range.kind;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 expanded), or null. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  let groups = address;
  const lastColon = groups.lastIndexOf(':');
  const tail = groups.slice(lastColon + 1);
  if (tail.includes('.')) {
    const value = parseIpv4(tail);
    if (value === null) return null;
    groups = `${groups.slice(0, lastColon + 1)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head = '', rest] = groups.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined && missing !== 0) return null;
  const all = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  if (all.length !== 8) return null;
  return all.map((group) => Number.parseInt(group, 16));
}

const embeddedIpv4 = (groups: readonly number[], at: number): number => groups[at]! * 65536 + groups[at + 1]!;

function classifyIpv6Groups(g: readonly number[]): AddressClass {
  const [a, b] = [g[0]!, g[1]!];
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped ::ffff:a.b.c.d and the old IPv4-compatible ::a.b.c.d: judged as the IPv4 address.
  if (zeroUpTo(5) && g[5] === 0xffff) return classifyIpv4Value(embeddedIpv4(g, 6));
  if (zeroUpTo(6)) return classifyIpv4Value(embeddedIpv4(g, 6));
  // ::ffff:0:a.b.c.d (SIIT) and 64:ff9b::/96 (NAT64) reach the embedded IPv4 address.
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return classifyIpv4Value(embeddedIpv4(g, 6));
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((group) => group === 0)) {
    return classifyIpv4Value(embeddedIpv4(g, 6));
  }
  if (a === 0x64 && b === 0xff9b && g[2] === 1) return 'private'; // 64:ff9b:1::/48, local NAT64
  // 6to4 (2002::/16) carries the IPv4 address in groups 1–2.
  if (a === 0x2002) return classifyIpv4Value(embeddedIpv4(g, 1));
  if (a === 0x2001 && b === 0xdb8) return 'documentation';
  if (a === 0x3fff && b <= 0x0fff) return 'documentation'; // 3fff::/20
  if (a === 0x2001 && b < 0x200) return 'reserved'; // 2001::/23 (Teredo 2001::/32 included)
  if (a === 0x100 && zeroUpTo(4)) return 'reserved'; // discard-only 100::/64
  if (a === 0xfd00 && b === 0xec2 && g.slice(2, 7).every((group) => group === 0) && g[7] === 0x254)
    return 'metadata'; // AWS IMDS over IPv6
  if ((a & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((a & 0xffc0) === 0xfe80) return 'link_local';
  if ((a & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 old site-local
  if ((a & 0xff00) === 0xff00) return 'multicast';
  // Only 2000::/3 is global unicast today; everything else is unassigned.
  if ((a & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}

/**
 * Classifies an IP address (IPv4, IPv6, IPv4-mapped and other IPv6 forms that embed an IPv4
 * address). Only `public` may receive a webhook, unless the operator allowed the host.
 * @example classifyAddress('::ffff:127.0.0.1') // 'loopback'
 */
export function classifyAddress(address: string): AddressClass {
  const ipv4 = parseIpv4(address);
  if (ipv4 !== null) return classifyIpv4Value(ipv4);
  const ipv6 = parseIpv6(address);
  if (ipv6 !== null) return classifyIpv6Groups(ipv6);
  return 'invalid';
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/**
 * The operator's allow-list (WEBHOOK_ALLOWED_PRIVATE_HOSTS): host names or literal addresses that may
 * be private. Compared in lower case; an IPv6 literal may be written with or without brackets.
 */
export function isAllowedPrivateHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.some((entry) => entry.toLowerCase().replace(/^\[|\]$/g, '') === name);
}
