/**
 * The outgoing-address check (lib/public-address.ts): which addresses a webhook may reach, IPv4 and IPv6,
 * IPv4-mapped forms, names that resolve inside (localhost), and the loopback setting for tests.
 */
import { describe, expect, it } from 'vitest';
import {
  addressRefusal,
  guardedLookup,
  PrivateAddressError,
  resolvePublic,
} from '../src/lib/public-address.ts';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('addressRefusal', () => {
  const refused: Array<[string, string]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    // IPv4-mapped IPv6 is judged as the IPv4 address it carries, in either spelling.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:100.64.0.1', 'carrierGradeNat'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'linkLocal'],
    // Forms that embed an IPv4 address elsewhere (NAT64, 6to4, Teredo) are refused outright.
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
    ['2001::1', 'teredo'],
  ];
  it.each(refused)('refuses %s (%s)', (address, range) => {
    expect(addressRefusal(address, strict)).toBe(range);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('accepts the public address %s', (address) => {
    expect(addressRefusal(address, strict)).toBeNull();
    expect(addressRefusal(address, loopbackAllowed)).toBeNull();
  });

  it('lets loopback (only loopback) through with the test setting', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect(addressRefusal(address, loopbackAllowed)).toBeNull();
    }
    for (const address of ['10.0.0.1', '169.254.169.254', '::', 'fd00::1', '0.0.0.0']) {
      expect(addressRefusal(address, loopbackAllowed)).not.toBeNull();
    }
  });

  it('refuses what is not an address', () => {
    expect(addressRefusal('example.com', strict)).toBe('invalid');
    expect(addressRefusal('999.1.1.1', strict)).toBe('invalid');
  });
});

describe('resolvePublic', () => {
  it('refuses a name that resolves to loopback (localhost), unless the test setting allows it', async () => {
    const error = await resolvePublic('localhost', strict).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrivateAddressError);
    expect((error as PrivateAddressError).range).toBe('loopback');
    const addresses = await resolvePublic('localhost', loopbackAllowed);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((a) => addressRefusal(a.address, loopbackAllowed) === null)).toBe(true);
  });

  it('checks a literal address without resolving it', async () => {
    await expect(resolvePublic('127.0.0.1', strict)).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(resolvePublic('[::ffff:10.0.0.1]', strict)).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(resolvePublic('127.0.0.1', loopbackAllowed)).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });

  it("the socket's lookup connects to the checked address, and refuses a name resolving inside", async () => {
    const lookup = guardedLookup(strict);
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(refused).toBeInstanceOf(PrivateAddressError);
    const allowed = await new Promise<{ error: unknown; address: unknown }>((resolve) =>
      guardedLookup(loopbackAllowed)('localhost', {}, (error, address) => resolve({ error, address })),
    );
    expect(allowed.error).toBeNull();
    expect(addressRefusal(String(allowed.address), loopbackAllowed)).toBeNull();
  });
});
