import { ACCESS_POLICY, ERRORS, type LeastRole, leastRoleOf, reaches } from '@app/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminEmail } from '../../db/seed';
import { authPlugin } from '../../plugins/auth';
import { multipart } from '../../test/multipart';
import { buildTestApp, signInCast, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { settled } from '../media/media.fixtures';
import { addMember } from './team-test-helpers';

type Operation = { security?: Array<Record<string, string[]>> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{id}` for a parameter. */
  path: string;
  /** As the policy names it: `PUT /api/brands/:id`. */
  key: string;
  least: LeastRole | undefined;
  /** The least role the route's document names (its `security`). */
  documented: LeastRole;
};

/** Every operation of the OpenAPI document, with the least role the access policy gives it. */
function routesOf(doc: OpenApi): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([verb, op]) => {
      const method = verb.toUpperCase() as Route['method'];
      const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
      const scopes = op.security?.find((s) => 'bearerAuth' in s)?.bearerAuth;
      const documented = (scopes ? (scopes[0] ?? 'user') : 'visitor') as LeastRole;
      return {
        method,
        path,
        key: `${method} ${fastifyPath}`,
        least: leastRoleOf(method, fastifyPath),
        documented,
      };
    }),
  );
}

/**
 * The design's rule by area ("admin: everything of the topic, its team included; editor: the
 * catalogue, tips, podcasts; user: signed in, reads"), read against the table so that a role
 * changed there by mistake shows: the first area a route's path falls in gives the least role of
 * its reads and of its writes.
 */
const AREAS: Array<[RegExp, { read: LeastRole; write: LeastRole }]> = [
  [
    /^\/(healthz|readyz|robots\.txt|sitemap\.xml|:topic\/sitemap\.xml|\*)$/,
    { read: 'visitor', write: 'admin' },
  ],
  [/^\/auth\/login$/, { read: 'admin', write: 'visitor' }],
  [/^\/(auth\/(validate|password)|api\/account\/)/, { read: 'user', write: 'user' }],
  // The admin's own: settings that are not public, crawls, text fill, history, visits, books, team.
  [
    /^\/api\/(site-config\/(marketplace|domain-proof)|amazon-search|seo|activity|analytics\/(?!event)|banking|team|search\/synonyms)/,
    { read: 'admin', write: 'admin' },
  ],
  [/^\/api\/analytics\/event$/, { read: 'admin', write: 'visitor' }],
  [/^\/api\/(search|chat)\b/, { read: 'visitor', write: 'visitor' }],
  [/^\/api\/site-config\b/, { read: 'visitor', write: 'admin' }],
  // The editors' work: the catalogue with its file, tips, podcasts, pictures and the dashboard.
  [/^\/api\/media\/files\//, { read: 'visitor', write: 'admin' }],
  [/^\/api\/(brand-items\/(export|import)|media|admin\/overview)\b/, { read: 'editor', write: 'editor' }],
  [/^\/api\/(brands|brand-items|tips|podcasts)\b/, { read: 'visitor', write: 'editor' }],
];

const hasBody = (route: Route) => !['GET', 'DELETE'].includes(route.method);

/**
 * One access policy, swept: every route of the OpenAPI document is named by the contract's table,
 * and is called as a visitor, a plain user, an editor and an admin of the topic, and as the admin
 * of another topic. Below the route's least role the guard answers 401 (no token) or 403, before
 * anything of the request is read: the requests are wrong in every part (path, query, body), so a
 * stranger learns nothing of a route's schema and costs no parsing. At or above it the guard lets
 * the request through (its 400, 404 or 415 shows that the guard passed), and another topic's admin
 * neither reads nor changes this topic's records.
 */
describe('access policy, every route', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let editor: { authorization: string };
  let routes: Route[];
  /** Records of batteries, for another topic's admin to try. */
  const mine = {
    brand: 0,
    item: 0,
    tip: 0,
    podcast: 0,
    synonym: 0,
    banking: 0,
    media: 0,
    member: 0,
    activity: 0,
  };
  let adminSession = '';
  /** In every record of batteries made here: another topic's admin must never see it. */
  const MARK = 'Qzx-batteries-only';
  const marked = (body: string) => body.toLowerCase().includes(MARK.toLowerCase());

  const send = (route: Route, headers: Record<string, string>, query: string) =>
    t.app.inject({
      method: route.method,
      url: `${route.path.replace(/\{[^}]+\}/g, 'not%20an%20id')}?page=-1&pageSize=many&unknown=1${query}`,
      // The progress stream would stay open; a session id past its length closes it with a 400.
      headers: { ...headers, 'content-type': 'application/json' },
      ...(hasBody(route) ? { payload: '{"unexpected": [1, {"deep": null}], "title": 7' } : {}),
    });
  const streamQuery = `&sessionId=${'x'.repeat(101)}`;

  const made = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: cast.admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await signInCast(t.app);
    const member = await addMember(
      t.app,
      cast.admin,
      `editor.${MARK.toLowerCase()}@batteries.test`,
      'editor',
    );
    editor = { authorization: member.authorization };
    mine.member = member.id;
    mine.brand = await made('/api/brands', { name: `Brand ${MARK}` });
    mine.item = await made('/api/brand-items', { brandId: mine.brand, name: `Item ${MARK}` });
    mine.tip = await made('/api/tips', { title: `Tip ${MARK}` });
    mine.podcast = await made('/api/podcasts', {
      title: `Episode ${MARK}`,
      audioUrl: 'https://example.com/a.mp3',
    });
    mine.synonym = await made('/api/search/synonyms', { terms: [MARK.toLowerCase(), 'qzxcell'] });
    mine.banking = await made('/api/banking', {
      date: '2026-01-02',
      amount: '10.00',
      currencyType: 'USD',
      direction: 'income',
      counterparty: MARK,
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const file = multipart([{ name: `${MARK}.png`, bytes: png, type: 'image/png' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: file.payload,
      headers: { ...cast.admin, ...file.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    mine.media = upload.json().data.assets[0].id;
    // Its variants are made in the background: wait, so that the records compared below stay still.
    expect((await settled(t.app, cast.admin, mine.media)).status).toBe('ready');
    mine.activity = (
      await t.app.inject({ url: '/api/activity', headers: cast.admin })
    ).json().data.items[0].id;
    const sessions = await t.app.inject({ url: '/api/account/sessions', headers: cast.admin });
    adminSession = sessions.json().data.find((s: { current: boolean }) => s.current).id;
    routes = routesOf(t.app.swagger() as OpenApi);
  });
  afterAll(() => t?.close());

  it('names every route of the document, and the document names the same least role', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.least).map((r) => r.key)).toEqual([]);
    expect(routes.filter((r) => r.least !== r.documented).map((r) => `${r.key}: ${r.documented}`)).toEqual(
      [],
    );
    // Nothing in the table that the server does not serve (pages are served only with a web build).
    const served = new Set(routes.map((r) => r.key));
    expect(Object.keys(ACCESS_POLICY).filter((key) => !served.has(key) && key !== 'GET /*')).toEqual([]);
  });

  it("gives each route of the table the least role of the design's rule for its area", () => {
    const off = Object.entries(ACCESS_POLICY).flatMap(([key, least]) => {
      const [method, path] = key.split(' ') as [string, string];
      const area = AREAS.find(([pattern]) => pattern.test(path))?.[1];
      const expected = area && (method === 'GET' ? area.read : area.write);
      return least === expected ? [] : [`${key}: ${least}, the area says ${expected ?? 'nothing'}`];
    });
    expect(off).toEqual([]);
  });

  /** Who calls, with which token and topic, and what the guard must answer for a route of `least`. */
  const callers: Array<{
    who: string;
    headers: () => Record<string, string>;
    query: string;
    refused: (least: LeastRole) => string | null;
  }> = [
    {
      who: 'visitor',
      headers: () => ({}),
      query: '',
      refused: (l) => (l === 'visitor' ? null : ERRORS.authRequired),
    },
    ...(['user', 'editor', 'admin'] as const).map((role) => ({
      who: `${role} of the topic`,
      headers: () => ({ user: cast.shopper, editor, admin: cast.admin })[role],
      query: '&websiteTopic=batteries',
      refused: (l: LeastRole) => (reaches(role, l) ? null : ERRORS.forbidden),
    })),
    {
      // Guards pin editors' and admins' work to the token's topic: naming another is refused.
      who: 'admin of another topic, naming this one',
      headers: () => cast.testAdmin,
      query: '&websiteTopic=batteries',
      refused: (l) => (reaches('user', l) ? null : ERRORS.forbiddenTopic),
    },
    {
      who: 'editor of the topic, naming another one',
      headers: () => editor,
      query: '&websiteTopic=test',
      refused: (l) =>
        reaches('user', l) ? null : reaches('editor', l) ? ERRORS.forbiddenTopic : ERRORS.forbidden,
    },
    {
      who: 'admin of another topic, in its own',
      headers: () => cast.testAdmin,
      query: '',
      refused: () => null,
    },
  ];

  it.each(callers)('guards every route for the $who', async ({ headers, query, refused }) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const expected = refused(route.least!);
      const res = await send(route, headers(), `${query}${streamQuery}`);
      const error = String(res.headers['content-type']).includes('json') ? res.json().error : null;
      if (expected) {
        const status = expected === ERRORS.authRequired ? 401 : 403;
        if (res.statusCode !== status || error !== expected)
          wrong.push(`${route.key}: ${res.statusCode} ${error}`);
      } else if (res.statusCode === 401 || res.statusCode === 403) {
        wrong.push(`${route.key}: ${res.statusCode} ${error} (should pass)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the progress stream take its token in the query, with the same rule', async () => {
    const stream = (token?: string) =>
      t.app.inject({
        url: `/api/amazon-search/progress?${token ? `token=${token}&` : ''}${streamQuery.slice(1)}`,
      });
    const token = (h: { authorization: string }) => h.authorization.slice('Bearer '.length);
    expect((await stream()).statusCode).toBe(401);
    expect((await stream(token(cast.shopper))).statusCode).toBe(403);
    expect((await stream(token(editor))).statusCode).toBe(403);
    // Past the guard: the session id is too long.
    expect((await stream(token(cast.admin))).statusCode).toBe(400);
  });

  it('guards the HEAD of every GET as its GET', async () => {
    const head = (url: string, headers = {}) => t.app.inject({ method: 'HEAD', url, headers });
    expect((await head('/api/banking')).statusCode).toBe(401);
    expect((await head('/api/banking', editor)).statusCode).toBe(403);
    expect((await head('/api/banking', cast.admin)).statusCode).toBe(200);
    expect((await head('/api/brands')).statusCode).toBe(200);
  });

  /** A route's path with this topic's records in its parameters. */
  const withMine = (route: Route) =>
    route.path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
      if (name === 'entityType') return 'brand';
      if (name === 'entityId') return String(mine.brand);
      const owner: Array<[string, string | number]> = [
        ['/api/activity/', mine.activity],
        ['/api/account/sessions/', adminSession],
        ['/api/brand-items/', mine.item],
        ['/api/brands/', mine.brand],
        ['/api/tips/', mine.tip],
        ['/api/podcasts/', mine.podcast],
        ['/api/media/', mine.media],
        ['/api/search/synonyms/', mine.synonym],
        ['/api/banking/', mine.banking],
        ['/api/team/', mine.member],
      ];
      const found = owner.find(([prefix]) => route.path.startsWith(prefix));
      if (!found) throw new Error(`no record of this topic for {${name}} in ${route.key}`);
      return String(found[1]);
    });
  const signedIn = () => routes.filter((r) => r.least !== 'visitor');

  it("never shows another topic's admin this topic's records", async () => {
    const seen: string[] = [];
    let shownToOwn = 0;
    for (const route of signedIn().filter((r) => r.method === 'GET')) {
      const read = (headers: Record<string, string>) =>
        t.app.inject({
          url: `${withMine(route)}${route.key.includes('progress') ? streamQuery.replace('&', '?') : ''}`,
          headers,
        });
      // The same read by this topic's admin finds the records: the check below could see them.
      if (marked((await read(cast.admin)).body)) shownToOwn++;
      const res = await read(cast.testAdmin);
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
        seen.push(`${route.key}: ${res.statusCode}`);
      }
      if (marked(res.body) || res.body.includes(demoAdminEmail('batteries'))) {
        seen.push(`${route.key}: ${res.body.slice(0, 160)}`);
      }
    }
    expect(seen).toEqual([]);
    expect(shownToOwn).toBeGreaterThan(10);
  });

  it("never lets another topic's admin change this topic's records", async () => {
    const records = routes.filter((r) => r.method === 'GET' && r.least !== 'visitor' && r.path.includes('{'));
    records.push(...routes.filter((r) => ['GET /api/team', 'GET /api/search/synonyms'].includes(r.key)));
    const snapshot = async () =>
      Promise.all(
        records.map(async (r) => (await t.app.inject({ url: withMine(r), headers: cast.admin })).body),
      );
    const before = await snapshot();
    expect(before.join('')).toContain(MARK);

    // Requests that would change the record in its own topic: here each must find nothing.
    const bodies: Record<string, object> = {
      'PUT /api/brands/:id': { description: 'Taken over' },
      'PUT /api/brand-items/:id': { description: 'Taken over' },
      'PUT /api/tips/:id': { title: 'Taken over' },
      'PUT /api/podcasts/:id': { title: 'Taken over' },
      'PUT /api/media/:id': { alt: 'Taken over' },
      'PUT /api/search/synonyms/:id': { terms: ['taken', 'over'] },
      'PUT /api/banking/:id': {
        date: '2026-01-03',
        amount: '99.00',
        currencyType: 'USD',
        direction: 'expense',
      },
      'PUT /api/team/:id/role': { role: 'user' },
      'PUT /api/team/:id/disabled': { disabled: true },
    };
    const changed: string[] = [];
    for (const route of signedIn().filter((r) => r.method !== 'GET' && r.path.includes('{'))) {
      const res = await t.app.inject({
        method: route.method,
        url: withMine(route),
        headers: cast.testAdmin,
        ...(hasBody(route) ? { payload: bodies[route.key] ?? {} } : {}),
      });
      if (res.statusCode !== 404) changed.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(changed).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a route the access policy does not name', () => {
  /** The auth plugin alone, on stand-ins for the plugins it needs. */
  async function authOnly() {
    const app = Fastify({ logger: false });
    await app.register(
      fp(
        async (a) => {
          a.decorate('database', { listen: async () => async () => {}, notify: async () => {} } as never);
          a.decorate('db', {} as never);
        },
        { name: 'db' },
      ),
    );
    await app.register(fp(async () => {}, { name: 'topic' }));
    await app.register(authPlugin, { secret: TEST_JWT_SECRET });
    return app;
  }

  it('stops the start-up, naming the route', async () => {
    const app = await authOnly();
    try {
      expect(() => app.get('/api/not-in-the-policy', async () => 'x')).toThrow(
        'GET /api/not-in-the-policy: not in the access policy',
      );
      expect(() => app.post('/auth/not-in-the-policy', async () => 'x')).toThrow(/not in the access policy/);
      // Files of the web build are no part of the API: hidden from its document, served to anyone.
      expect(() => app.get('/assets/app.js', { schema: { hide: true } }, async () => 'x')).not.toThrow();
      // Named routes take their guard from the table.
      app.get('/api/banking', async () => 'books');
      expect((await app.inject('/api/banking')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
