import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type Place, placeOf } from './geo';

type Lite = { lookup(ip: string): { country: string; region: string } | null };
const geoipLite = createRequire(import.meta.url)('geoip-lite') as Lite;

/** What geoip-lite itself answers, in our shape. */
const theirs = (ip: string): Place => {
  const found = geoipLite.lookup(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
  return found?.country
    ? { country: found.country, region: found.region ?? '' }
    : { country: '', region: '' };
};

/** A seeded generator, so a failure names an address that fails again. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
}

describe('placeOf', () => {
  it('knows the addresses the analytics tests use, and nothing of loopback or private ones', () => {
    expect(placeOf('81.2.69.142')).toEqual({ country: 'GB', region: 'ENG' });
    expect(placeOf('::ffff:81.2.69.142')).toEqual({ country: 'GB', region: 'ENG' });
    expect(placeOf('8.8.8.8').country).toBe('US');
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      'fe80::1',
      '',
      'not an ip',
    ]) {
      expect(placeOf(ip)).toEqual({ country: '', region: '' });
    }
  });

  it('answers as geoip-lite does for 40,000 IPv4 and 20,000 IPv6 addresses', () => {
    const next = seeded(11);
    const ips: string[] = [];
    for (let i = 0; i < 40_000; i++) {
      const n = next();
      ips.push(`${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`);
    }
    // Allocated IPv6 space is sparse: draw from the prefixes the registries hand out.
    const prefixes = [
      '2001',
      '2400',
      '2405',
      '240e',
      '2600',
      '2604',
      '2606',
      '2800',
      '2a00',
      '2a01',
      '2a02',
      '2c0f',
    ];
    const group = () => (next() >>> 16).toString(16);
    for (let i = 0; i < 20_000; i++) {
      ips.push(`${prefixes[i % prefixes.length]}:${group()}:${group()}:${group()}::${group()}`);
    }
    const differ = ips.filter((ip) => {
      const a = placeOf(ip);
      const b = theirs(ip);
      return a.country !== b.country || a.region !== b.region;
    });
    expect(differ).toEqual([]);
    // The sample is not all unknown space.
    expect(ips.filter((ip) => placeOf(ip).country).length).toBeGreaterThan(30_000);
  });
});
