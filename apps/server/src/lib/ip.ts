import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IP address with its host part removed, for logs that must not identify a person: IPv4 keeps the first
 * three octets (`203.0.113.0`), IPv6 the first 48 bits (`2001:db8:85a3::`). IPv4-mapped IPv6 addresses
 * (`::ffff:203.0.113.7`) count as IPv4. Anything unparseable gives null.
 */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address).slice(0, 3);
  const kept = groups.map((g) => parseInt(g, 16).toString(16));
  return `${kept.join(':')}::`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split('.').map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  if (tail === undefined) return left;
  const right = tail === '' ? [] : tail.split(':');
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
