import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit';

describe('clientKey (the address a per-IP limit counts)', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:12:34::/64';
    expect(clientKey('2001:db8:12:34::1')).toBe(key);
    expect(clientKey('2001:0db8:0012:0034:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:DB8:12:34:a::')).toBe(key);
    expect(clientKey('2001:db8:12:35::1')).not.toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
