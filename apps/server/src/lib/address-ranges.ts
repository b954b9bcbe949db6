/**
 * Whether a list of trusted proxy addresses and ranges (TRUST_PROXY) together covers every IPv4 or every
 * IPv6 address: such a list trusts every client's own X-Forwarded-For, as `true` did.
 *
 * The check follows how proxy-addr (Fastify's trust function) matches: an IPv4 range also matches an
 * IPv4-mapped IPv6 peer, and an IPv6 range over `::ffff:0:0/96` also matches IPv4 peers. So every range is
 * placed in the 128-bit IPv6 space, IPv4 at `::ffff:a.b.c.d`, and the merged intervals are compared with
 * the IPv4-mapped block and with the whole space. Address parsing is ipaddr.js (proxy-addr's own parser).
 */
import ipaddr from 'ipaddr.js';

/** proxy-addr's named ranges. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const IPV6_BITS = 128n;
const ALL_IPV6: Interval = [0n, (1n << IPV6_BITS) - 1n];
const MAPPED_IPV4_BASE = 0xffffn << 32n;
const ALL_IPV4: Interval = [MAPPED_IPV4_BASE, MAPPED_IPV4_BASE + (1n << 32n) - 1n];

type Interval = [start: bigint, end: bigint];

function toBigInt(bytes: number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

/** The interval of IPv6 space an entry (address, CIDR range or proxy-addr name) matches. */
function intervalsOf(entry: string): Interval[] {
  const named = namedRanges[entry];
  if (named) return named.flatMap(intervalsOf);
  const [text, prefixText] = entry.split('/');
  const address = ipaddr.parse(text ?? '');
  const v6 = address.kind() === 'ipv4' ? (address as ipaddr.IPv4).toIPv4MappedAddress() : address;
  const maxBits = address.kind() === 'ipv4' ? 32 : 128;
  const bits = prefixText === undefined ? maxBits : Number(prefixText);
  const hostBits = BigInt(maxBits - bits);
  const start = (toBigInt(v6.toByteArray()) >> hostBits) << hostBits;
  return [[start, start + (1n << hostBits) - 1n]];
}

/** True when the merged intervals hold every address of `target`. */
function covers(intervals: Interval[], [low, high]: Interval): boolean {
  let next = low; // the first address of `target` not yet covered
  for (const [start, end] of [...intervals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) break;
    if (end >= next) next = end + 1n;
    if (next > high) return true;
  }
  return false;
}

/**
 * 'IPv4' or 'IPv6' when the entries together match every address of that family, else null. Entries must
 * already be valid addresses, CIDR ranges or proxy-addr names.
 */
export function wholeFamilyCovered(entries: readonly string[]): 'IPv4' | 'IPv6' | null {
  const intervals = entries.flatMap(intervalsOf);
  if (covers(intervals, ALL_IPV6)) return 'IPv6';
  if (covers(intervals, ALL_IPV4)) return 'IPv4';
  return null;
}
