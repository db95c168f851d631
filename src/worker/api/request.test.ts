import { describe, expect, it } from 'vitest';
import { clientKey } from './request';

describe('clientKey: what the per-client rate limit counts', () => {
  it('an IPv4 address as it is; IPv6 by its /64, however written', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:77:1::1')).toBe('2001:db8:77:1::/64');
    expect(clientKey('2001:0db8:0077:0001:ffff:1:2:3')).toBe('2001:db8:77:1::/64');
    expect(clientKey('[2001:DB8:77:1:a::9]')).toBe('2001:db8:77:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:77:2::1')).not.toBe(clientKey('2001:db8:77:1::1'));
  });

  it('no address: one shared key', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
  });
});
