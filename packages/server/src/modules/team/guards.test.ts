import { ERRORS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';

type Operation = { security?: Array<Record<string, string[]>> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Guarded = { method: string; path: string; least: string };

/** Every route of the OpenAPI document that asks for a token, with the least role it names. */
function guardedRoutes(doc: OpenApi): Guarded[] {
  const routes: Guarded[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const scopes = op.security?.find((s) => 'bearerAuth' in s)?.bearerAuth;
      if (scopes) routes.push({ method: method.toUpperCase(), path, least: scopes[0] ?? 'user' });
    }
  }
  return routes;
}

/**
 * Who may call a route is settled before anything of the request is read: a stranger and a
 * signed-in person without the role learn nothing of a route's parameters or body, and cost no
 * parsing. Walks every guarded route of the OpenAPI document with a request that is wrong in
 * every part (path, query and body).
 */
describe('guards run before validation', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let routes: Guarded[];
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await signInCast(t.app);
    routes = guardedRoutes(t.app.swagger() as OpenApi);
  });
  afterAll(() => t.close());

  const wrong = (route: Guarded, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET',
      url: `${route.path.replace(/\{[^}]+\}/g, 'not%20an%20id')}?page=-1&pageSize=many&websiteTopic=batteries&unknown=1`,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(['GET', 'DELETE'].includes(route.method)
        ? {}
        : { payload: '{"unexpected": [1, {"deep": null}], "title": 7}' }),
    });

  it('finds the guarded routes in the document, with the least role each needs', () => {
    expect(routes.length).toBeGreaterThan(50);
    const of = (method: string, path: string) =>
      routes.find((r) => r.method === method && r.path === path)?.least;
    expect(of('PUT', '/api/site-config')).toBe('admin');
    expect(of('POST', '/api/team')).toBe('admin');
    expect(of('POST', '/api/brands')).toBe('editor');
    expect(of('GET', '/api/amazon-search/progress')).toBe('admin');
    expect(of('GET', '/auth/validate')).toBe('user');
    expect(of('GET', '/api/account/sessions')).toBe('user');
  });

  it('answers 401 to a wrong request without a token, on every guarded route', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      const res = await wrong(route);
      if (res.statusCode !== 401 || res.json().error !== ERRORS.authRequired) {
        answers.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("answers 403 to a wrong request with a plain user's token, on every route for editors or admins", async () => {
    const answers: string[] = [];
    for (const route of routes.filter((r) => r.least !== 'user')) {
      const res = await wrong(route, cast.shopper);
      if (res.statusCode !== 403 || res.json().error !== ERRORS.forbidden) {
        answers.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
