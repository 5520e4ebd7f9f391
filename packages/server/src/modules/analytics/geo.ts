import { closeSync, existsSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';

export type Place = { country: string; region: string };

/*
 * Places come from the GeoLite2 ranges geoip-lite ships, read offline from its data folder.
 * geoip-lite itself keeps its three files whole in memory (about 146 MB: ranges with
 * coordinates, cities and time zones), while visits only keep a country and a region. So the
 * ranges are read once, in small chunks, into a table of where each run of addresses with the
 * same country and region starts (IPv4 and the /64 prefix of IPv6, which is all geoip-lite
 * compares) and which place it is: about 10 MB, looked up by binary search. geoip-lite stays
 * the source of the data (its `updatedb` script refreshes the files; restart to read them) and
 * geo.test.ts checks this table against geoip-lite's own lookup.
 */

/**
 * Ranges of one address family: run i covers [start i, start i+1) and is places[place[i]].
 * A start is (hi, lo) with lo only for IPv6; the top 16 bits of hi are not stored per run:
 * runs block[t] .. block[t+1]-1 are those whose hi begins with t.
 */
type Runs = { block: Uint32Array; hi16: Uint16Array; lo: Uint32Array | null; place: Uint16Array };
type Table = { places: Place[]; v4: Runs; v6: Runs };

const UNKNOWN: Place = { country: '', region: '' };
const NO_LOCATION = 0xffffffff;
const CHUNK_RECORDS = 8192;

let table: Table | null = null;

function dataDir(): string {
  // geoip-lite reads GEODATADIR too, so both look at the same files.
  if (process.env.GEODATADIR) return path.resolve(process.env.GEODATADIR);
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
}

/** Reads a file of fixed-size records a chunk at a time: `each(chunk, records in it)`. */
function forEachChunk(file: string, size: number, each: (b: Buffer, d: DataView, n: number) => void): void {
  const fd = openSync(file, 'r');
  try {
    const total = Math.floor(fstatSync(fd).size / size);
    const chunk = Buffer.allocUnsafe(size * CHUNK_RECORDS);
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let first = 0; first < total; first += CHUNK_RECORDS) {
      const n = Math.min(CHUNK_RECORDS, total - first);
      readSync(fd, chunk, 0, n * size, first * size);
      each(chunk, view, n);
    }
  } finally {
    closeSync(fd);
  }
}

const text = (b: Buffer, from: number, to: number) => {
  const end = b.indexOf(0, from);
  return b.toString('utf8', from, end === -1 || end > to ? to : end);
};

/** Places interned once: the table stores a 16-bit index per run. */
function placeIndex() {
  const places: Place[] = [UNKNOWN];
  const index = new Map<string, number>([['\0', 0]]);
  return {
    places,
    of(country: string, region: string): number {
      if (!country) return 0;
      const key = `${country}\0${region}`;
      let i = index.get(key);
      if (i === undefined) {
        i = places.length;
        if (i > 0xffff) throw new Error('geo: more than 65,535 places');
        places.push({ country, region });
        index.set(key, i);
      }
      return i;
    },
  };
}

/**
 * Where runs go: the ranges are read twice, first counting the runs, then filling arrays of
 * exactly that size, so building leaves no garbage behind (an idle process may not collect
 * it for a long time).
 */
type Sink = { push(hi: number, lo: number, place: number): void };

function counter() {
  let n = 0;
  let last = -1;
  return {
    push(_h: number, _l: number, p: number) {
      if (p !== last) n++;
      last = p;
    },
    count: () => n,
  };
}

function filler(n: number, wide: boolean) {
  const runs: Runs = {
    block: new Uint32Array(0x10001),
    hi16: new Uint16Array(n),
    lo: wide ? new Uint32Array(n) : null,
    place: new Uint16Array(n),
  };
  let i = 0;
  let nextBlock = 0;
  return {
    push(h: number, l: number, p: number) {
      if (i > 0 && runs.place[i - 1] === p) return;
      while (nextBlock <= h >>> 16) runs.block[nextBlock++] = i;
      runs.hi16[i] = h & 0xffff;
      if (runs.lo) runs.lo[i] = l;
      runs.place[i] = p;
      i++;
    },
    done(): Runs {
      while (nextBlock <= 0x10000) runs.block[nextBlock++] = i;
      return runs;
    },
  };
}

/** Index of the last run starting at or before the address (runs[0] starts at 0). */
function runOf(runs: Runs, hi: number, lo: number): number {
  const t = hi >>> 16;
  const h16 = hi & 0xffff;
  const after = (m: number) => {
    const h = runs.hi16[m]!;
    return h > h16 || (h === h16 && runs.lo !== null && runs.lo[m]! > lo);
  };
  let a = runs.block[t]!;
  let b = runs.block[t + 1]! - 1;
  // No run starts in this block before the address: the run before the block covers it.
  if (a > b || after(a)) return a - 1;
  while (a < b) {
    const m = (a + b + 1) >>> 1;
    if (after(m)) b = m - 1;
    else a = m;
  }
  return a;
}

function build(dir: string): Table {
  const ids = placeIndex();
  const file = (name: string) => path.join(dir, name);
  const withCities = existsSync(file('geoip-city.dat')) && existsSync(file('geoip-city-names.dat'));

  // A city location id → its place index. Location records are 88 bytes: country (2), region (3), ...
  let locationPlace: Uint16Array | null = null;
  if (withCities) {
    const names = file('geoip-city-names.dat');
    const places = new Uint16Array(Math.floor(statSync(names).size / 88));
    let i = 0;
    forEachChunk(names, 88, (b, _d, n) => {
      for (let at = 0; at < n * 88; at += 88)
        places[i++] = ids.of(text(b, at, at + 2), text(b, at + 2, at + 5));
    });
    locationPlace = places;
  }
  const placeOfRecord = (b: Buffer, d: DataView, at: number): number => {
    if (!locationPlace) return ids.of(text(b, at, at + 2), '');
    const loc = d.getUint32(at);
    return loc === NO_LOCATION ? 0 : (locationPlace[loc] ?? 0);
  };

  const scan = (v4: Sink, v6: Sink) => scanRanges(file, withCities, placeOfRecord, v4, v6);
  const c4 = counter();
  const c6 = counter();
  scan(c4, c6);
  const f4 = filler(c4.count(), false);
  const f6 = filler(c6.count(), true);
  scan(f4, f6);
  return { places: ids.places, v4: f4.done(), v6: f6.done() };
}

function scanRanges(
  file: (name: string) => string,
  withCities: boolean,
  placeOfRecord: (b: Buffer, d: DataView, at: number) => number,
  v4: Sink,
  v6: Sink,
): void {
  // IPv4 records: start, end (u32 each), then a location id (city, 24 bytes) or a country (10 bytes).
  let next4 = 0; // first address not yet covered
  v4.push(0, 0, 0);
  const size4 = withCities ? 24 : 10;
  forEachChunk(file(withCities ? 'geoip-city.dat' : 'geoip-country.dat'), size4, (b, d, n) => {
    for (let at = 0; at < n * size4; at += size4) {
      const start = d.getUint32(at);
      const end = d.getUint32(at + 4);
      if (end < next4) continue;
      if (start > next4) v4.push(next4, 0, 0);
      v4.push(Math.max(start, next4), 0, placeOfRecord(b, d, at + 8));
      next4 = end + 1; // 2^32 past the last address: nothing follows
    }
  });
  if (next4 <= 0xffffffff) v4.push(next4, 0, 0);

  // IPv6 records: start, end (16 bytes each, of which geoip-lite compares the first 8), then as above.
  let nextHi = 0;
  let nextLo = 0;
  let full = false; // the last /64 is covered
  v6.push(0, 0, 0);
  const before = (h1: number, l1: number, h2: number, l2: number) => h1 < h2 || (h1 === h2 && l1 < l2);
  const size6 = withCities ? 48 : 34;
  forEachChunk(file(withCities ? 'geoip-city6.dat' : 'geoip-country6.dat'), size6, (b, d, n) => {
    for (let at = 0; at < n * size6 && !full; at += size6) {
      let sHi = d.getUint32(at);
      let sLo = d.getUint32(at + 4);
      const eHi = d.getUint32(at + 16);
      const eLo = d.getUint32(at + 20);
      if (before(eHi, eLo, nextHi, nextLo)) continue;
      if (before(nextHi, nextLo, sHi, sLo)) v6.push(nextHi, nextLo, 0);
      else {
        sHi = nextHi;
        sLo = nextLo;
      }
      v6.push(sHi, sLo, placeOfRecord(b, d, at + 32));
      full = eHi === 0xffffffff && eLo === 0xffffffff;
      nextHi = eLo === 0xffffffff ? eHi + 1 : eHi;
      nextLo = eLo === 0xffffffff ? 0 : eLo + 1;
    }
  });
  if (!full) v6.push(nextHi, nextLo, 0);
}

/** Reads the ranges (about half a second); once, when the analytics module starts. */
export function loadGeo(): void {
  table ??= build(dataDir());
}

/** Private IPv4 networks, which geoip-lite answers as unknown whatever its data says. */
const PRIVATE_V4: Array<[number, number]> = [
  [0x0a000000, 0x0affffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
];

function v4Number(ip: string): number {
  const [a, b, c, d] = ip.split('.').map(Number) as [number, number, number, number];
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function v6Groups(ip: string): number[] {
  let s = ip.split('%')[0]!;
  const dotted = s.lastIndexOf(':') < s.lastIndexOf('.') ? s.slice(s.lastIndexOf(':') + 1) : null;
  if (dotted) {
    const n = v4Number(dotted);
    s = `${s.slice(0, s.length - dotted.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === null ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

const placeAt = (runs: Runs, hi: number, lo: number) => table!.places[runs.place[runOf(runs, hi, lo)]!]!;

function lookup4(ip: number): Place {
  for (const [from, to] of PRIVATE_V4) if (ip >= from && ip <= to) return UNKNOWN;
  return placeAt(table!.v4, ip, 0);
}

/** Country (ISO 3166-1 alpha-2) and region code; '' for loopback, private and unknown addresses. */
export function placeOf(ip: string): Place {
  if (!table) loadGeo();
  try {
    if (isIPv4(ip)) return lookup4(v4Number(ip));
    if (!isIPv6(ip)) return UNKNOWN;
    const g = v6Groups(ip);
    // IPv4-mapped (::ffff:a.b.c.d) is the IPv4 address.
    if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return lookup4(((g[6]! << 16) >>> 0) + g[7]!);
    return placeAt(table!.v6, ((g[0]! << 16) >>> 0) + g[1]!, ((g[2]! << 16) >>> 0) + g[3]!);
  } catch {
    return UNKNOWN;
  }
}
