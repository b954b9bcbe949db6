/**
 * Outgoing requests go to public addresses only (webhooks; anything else the server fetches for a user):
 * an address is accepted when ipaddr.js calls it `unicast`, i.e. in none of the special ranges: private
 * (10/8, 172.16/12, 192.168/16), loopback, link-local, unique-local (fc00::/7), carrier-grade NAT
 * (100.64/10), multicast, unspecified, broadcast, reserved and documentation ranges, and the IPv6 forms
 * that embed an IPv4 address (IPv4-mapped `::ffff:a.b.c.d` is judged as the IPv4 address it carries;
 * NAT64, 6to4 and Teredo are refused). `allowLoopback` (a test-only setting) lets 127.0.0.0/8 and ::1 in.
 *
 * A name is resolved once, every address it has is checked, and the connection goes to the checked
 * address (`guardedLookup` is the socket's `lookup`), so a name that answers differently the second time
 * (DNS rebinding) cannot steer the request inside.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Let loopback addresses through (WEBHOOKS_ALLOW_LOOPBACK, tests only). */
  allowLoopback: boolean;
}

/** Why an address is refused (its ipaddr.js range name), or null when it is public. */
export function addressRefusal(address: string, policy: AddressPolicy): string | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return 'invalid';
  // `process` turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  const parsed = ipaddr.process(text);
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return range;
}

export class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`${host} resolves to a non-public address (${range})`);
    this.name = 'PrivateAddressError';
  }
}

/** Every address `host` resolves to (a literal address is itself), each checked; throws on the first refused. */
export async function resolvePublic(host: string, policy: AddressPolicy): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await new Promise((resolve, reject) =>
        dnsLookup(bare, { all: true, verbatim: true }, (error, found) =>
          error ? reject(error) : resolve(found),
        ),
      );
  if (addresses.length === 0) throw new PrivateAddressError(host, '', 'unresolved');
  for (const { address } of addresses) {
    const range = addressRefusal(address, policy);
    if (range) throw new PrivateAddressError(host, address, range);
  }
  return addresses;
}

/**
 * A socket `lookup` that resolves the name, refuses it if any address is not public, and connects to the
 * first checked address: the address checked is the address connected to.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, policy).then(
      (addresses) => {
        const wanted = typeof options === 'object' && options.family ? options.family : 0;
        const chosen = addresses.find((a) => !wanted || a.family === wanted) ?? addresses[0]!;
        if (typeof options === 'object' && options.all) {
          (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
        } else {
          callback(null, chosen.address, chosen.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
