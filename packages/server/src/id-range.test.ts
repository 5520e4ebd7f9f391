import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInCast, type TestApp } from './test/test-app';

/**
 * Ids no row can have (0, negative, past PostgreSQL's integer and bigint, not a finite number),
 * in every numeric path parameter and id-like query value of every route of the OpenAPI
 * document, as a visitor and as an admin: "not found" (or the route's own 4xx for an unreadable
 * id, or a visitor's 401/403 on a staff route), never a 5xx.
 */
type Param = {
  in: string;
  name: string;
  schema?: { type?: string; format?: string; pattern?: string; enum?: string[] };
};
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Param[]; security?: unknown[] }>>;
};

/** Whole numbers no row can have: the database refuses most of them as out of range. */
const IMPOSSIBLE = ['9999999999', '2147483648', '9223372036854775808', '-1', '0'];
/** Not finite or not whole: unreadable as an id, so 400 is as honest as 404. */
const UNREADABLE = ['1e400', '9'.repeat(400), '1.5'];

const isNumeric = (p: Param) =>
  p.schema?.type === 'integer' ||
  p.schema?.type === 'number' ||
  // Digits alone, or digits before a dash (the media file key `<id>-<hash>`).
  /^\^-?\\d(\+|\{[^}]*\})?(-|\$)/.test(p.schema?.pattern ?? '') ||
  // An id of no declared shape is looked up as the route reads it; a uuid is not a row number.
  ((p.name === 'id' || p.name === 'idOrSlug') && !p.schema?.format);

/** A value for the parameters that are not under test: one the route accepts. */
function ordinary(p: Param): string {
  if (p.schema?.enum?.[0]) return p.schema.enum[0];
  if (p.name === 'name') return '320.jpeg';
  if (p.name === 'topic') return 'batteries';
  return 'energizer';
}

/** Puts `value` where an id goes: the media file key is `<id>-<hash>`. */
const asSegment = (p: Param, value: string) =>
  /^\^-?\\d\+?(\{[^}]*\})?-/.test(p.schema?.pattern ?? '') ? `${value}-0123456789ab` : value;

type Case = { method: string; url: string; staff: boolean; value: string; where: string };

function casesOf(doc: OpenApi): Case[] {
  const cases: Case[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const staff = (op.security?.length ?? 0) > 0;
      const path = params.filter((p) => p.in === 'path');
      const fill = (target: Param | null, value: string) =>
        path.reduce(
          (url, p) =>
            url.replace(`{${p.name}}`, encodeURIComponent(p === target ? asSegment(p, value) : ordinary(p))),
          template,
        );
      const queryIds = params.filter(
        (p) => p.in === 'query' && p.schema?.type === 'integer' && /(^id|Id)$/.test(p.name),
      );
      for (const value of [...IMPOSSIBLE, ...UNREADABLE]) {
        for (const p of path.filter(isNumeric)) {
          const url = `${fill(p, value)}?websiteTopic=batteries`;
          cases.push({ method: method.toUpperCase(), url, staff, value, where: `path ${p.name}` });
        }
        for (const p of queryIds) {
          const url = `${fill(null, '1')}?websiteTopic=batteries&${p.name}=${encodeURIComponent(value)}`;
          cases.push({ method: method.toUpperCase(), url, staff, value, where: `query ${p.name}` });
        }
      }
    }
  }
  return cases;
}

describe('ids out of range', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitMax: 1_000_000 }, { demoCatalogue: true });
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());

  it('the sweep reaches the routes that take ids, the media file among them', () => {
    const cases = casesOf(t.app.swagger() as OpenApi);
    const routes = new Set(cases.map((c) => `${c.method} ${c.where} ${c.url.split('?')[0]}`));
    expect(routes.size).toBeGreaterThan(30);
    expect(cases.some((c) => c.url.startsWith('/api/media/files/9999999999-'))).toBe(true);
    expect(cases.some((c) => c.where === 'query userId')).toBe(true);
  });

  it('answers "not found" to ids no row can have in any route, as a visitor and as an admin, never 5xx', async () => {
    const cases = casesOf(t.app.swagger() as OpenApi);
    const failures: string[] = [];
    for (const c of cases) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['admin', cast.admin],
      ] as const) {
        const res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers });
        const allowed = new Set([404]);
        if (UNREADABLE.includes(c.value)) allowed.add(400);
        // A staff route may turn a stranger away before it reads the path.
        if (who === 'visitor' && c.staff) for (const s of [401, 403]) allowed.add(s);
        const json = String(res.headers['content-type']).includes('json') ? res.json() : null;
        if (!allowed.has(res.statusCode) || (json && json.success !== false)) {
          failures.push(
            `${who} ${c.method} ${c.url} (${c.where}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the media file of an id past the database integer is "not found" to anyone', async () => {
    const res = await t.app.inject({ url: '/api/media/files/9999999999-0123456789ab/320.jpeg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Not found' });
  });

  it('an unreadable id is still a validation error, and an id in range still reaches its route', async () => {
    const unreadable = await t.app.inject({ method: 'DELETE', url: '/api/tips/abc', headers: cast.admin });
    expect(unreadable.statusCode).toBe(400);
    const free = await t.app.inject({ method: 'DELETE', url: '/api/tips/2147483647', headers: cast.admin });
    expect(free.statusCode).toBe(404);
    const brands = await t.app.inject({ url: '/api/brands?websiteTopic=batteries' });
    const first = brands.json().data.items[0];
    const found = await t.app.inject({ url: `/api/brands/${first.id}?websiteTopic=batteries` });
    expect(found.statusCode).toBe(200);
  });
});
