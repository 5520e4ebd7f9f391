import { createRequire } from 'node:module';

export type Place = { country: string; region: string };
type Lookup = (ip: string) => { country: string; region: string } | null;

/*
 * geoip-lite ships its own copy of the GeoLite2 country and city ranges, so places are found
 * offline. It reads them (about 150 MB of memory) when first required, so that happens once,
 * when the analytics module starts, never on a visitor's request.
 */
let lookup: Lookup | null = null;

export function loadGeo(): void {
  if (lookup) return;
  const require = createRequire(import.meta.url);
  lookup = (require('geoip-lite') as { lookup: Lookup }).lookup;
}

const UNKNOWN: Place = { country: '', region: '' };

/** Country (ISO 3166-1 alpha-2) and region code; '' for loopback, private and unknown addresses. */
export function placeOf(ip: string): Place {
  if (!lookup) loadGeo();
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    const found = lookup!(v4);
    if (!found?.country) return UNKNOWN;
    return { country: found.country, region: found.region ?? '' };
  } catch {
    return UNKNOWN;
  }
}
