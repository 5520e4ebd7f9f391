/**
 * Hostile inputs for the fuzz test: a seeded generator of path segments, query strings and
 * bodies (as sent on the wire), so a failure reproduces from its seed.
 */

/** mulberry32: a tiny, good-enough seeded PRNG. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = ReturnType<typeof fuzzer>;

export function fuzzer(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

/** Path segments and query values, already in their URL spelling. */
const URL_VALUES = [
  '1',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  '0x1f',
  'energizer',
  'batteries',
  'test',
  'a-b',
  'a%00b',
  '%00',
  '%ED%A0%80',
  '%ED%B0%80',
  '%F0%9F%98%80',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '%20',
  '%0A%0D',
  '%1B%5B31m',
  '%3Cscript%3E',
  "'%20OR%201=1--",
  '%u0000',
  '%C3%A9',
  '9999-12-31',
  '2025-02-30',
  'true',
  '',
  'a'.repeat(101),
  'a'.repeat(1001),
  'b'.repeat(4000),
] as const;

const QUERY_KEYS = ['__proto__', 'constructor', '__proto__[x]', 'a[]', 'a[b][c]', '%00', 'x'.repeat(300)];

export const urlValue = (r: Rng) => r.pick(URL_VALUES);

/** A query string using the route's own parameter names, some twice (arrays), plus junk keys. */
export function queryString(r: Rng, names: string[]): string {
  const pairs: string[] = [];
  for (const name of names) if (r.chance(0.6)) pairs.push(`${name}=${urlValue(r)}`);
  if (names.length && r.chance(0.2)) pairs.push(`${r.pick(names)}=${urlValue(r)}`);
  if (r.chance(0.3)) pairs.push(`${r.pick(QUERY_KEYS)}=${urlValue(r)}`);
  if (r.chance(0.1)) pairs.push(r.pick(['&&&', '=', '%', '==%00', 'websiteTopic=%00']));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const STRINGS = [
  '',
  ' ',
  'a\u0000',
  '\ud800',
  'x\udfff',
  '😀',
  '\u001b[31m',
  'x'.repeat(10_000),
  '<img src=x onerror=alert(1)>',
  '1',
  'true',
  'null',
  '2025-02-30',
  '9999-12-31',
  'https://fuzz.invalid/x',
  'javascript:alert(1)',
  '/path',
  'energizer',
  'a-b',
  'USD',
  'admin',
  'batteries',
] as const;

const NUMBERS = [0, -1, 1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -0, 42] as const;

/** A JSON value of any shape, at most `depth` levels deep. */
export function jsonValue(r: Rng, depth = 2): unknown {
  switch (r.int(depth > 0 ? 7 : 4)) {
    case 0:
      return r.pick(STRINGS);
    case 1:
      return r.pick(NUMBERS);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.pick(STRINGS);
    case 4:
      return Array.from({ length: r.int(4) }, () => jsonValue(r, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [
          r.pick(['a', 'name', 'id', '0', '']),
          jsonValue(r, depth - 1),
        ]),
      );
  }
}

/** Raw bodies JSON.stringify cannot make: broken JSON, poisoned prototypes, deep nesting. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '123',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '{"name":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
] as const;

export const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/csv',
] as const;

/** A property of a route's body schema, as its OpenAPI document describes it. */
export type PropSchema = { type?: string | string[]; enum?: unknown[]; maxLength?: number };

/** Plausible strings by (part of) a field's name. */
const BY_NAME: Record<string, string> = {
  publishedat: '2025-01-01T00:00:00Z',
  // `.invalid` never resolves (RFC 2606): a crawl the fuzz points there fails at once, offline.
  url: 'https://fuzz.invalid/a.png',
  domain: 'fuzz.example.com',
  amount: '12.50',
  color: '#123456',
  slug: 'fuzz-slug',
  email: 'fuzz@example.com',
  date: '2025-01-01',
  day: '2025-01-01',
  currency: 'USD',
  topic: 'batteries',
  html: '<p>fuzz</p>',
};

/** A value the schema would take, most of the time: requests that get past validation go deeper. */
function fitting(r: Rng, name: string, prop: PropSchema): unknown {
  if (prop.enum?.length) return r.pick(prop.enum);
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  if (type === 'string') {
    const known = Object.entries(BY_NAME).find(([part]) => name.toLowerCase().includes(part));
    return known ? known[1] : r.pick(['fuzz', 'Fuzz name', 'a-b']);
  }
  if (type === 'integer' || type === 'number') return r.pick([1, 2, 100, 0]);
  if (type === 'boolean') return r.chance(0.5);
  if (type === 'array') return [];
  return jsonValue(r, 1);
}

/**
 * A body for a route with these schema properties: mostly its own fields, each hostile with
 * chance `hostility` (low, and the body is one field away from valid and reaches the service).
 */
export function body(r: Rng, props: Record<string, PropSchema>, hostility = 0.25): string {
  const roll = hostility < 0.25 ? 1 : r.next();
  if (roll < 0.15) return r.pick(RAW_BODIES);
  if (roll < 0.25) return JSON.stringify(jsonValue(r, 3));
  const value: Record<string, unknown> = {};
  for (const [k, prop] of Object.entries(props)) {
    if (r.chance(0.8)) value[k] = r.chance(hostility) ? jsonValue(r, 2) : fitting(r, k, prop);
  }
  if (r.chance(0.15)) value[r.pick(['extra', 'websiteTopic', 'role', 'id'])] = jsonValue(r, 1);
  const text = JSON.stringify(value);
  // A poisoned key that JSON.stringify would not write.
  return r.chance(0.1) ? text.replace(/^\{/, '{"__proto__":{"x":1},') : text;
}
