import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS, MAX_PAGE_SIZE, ROUTES, SEARCH_LIMITS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildItem } from './test/catalogue';
import { buildTestApp, signInCast, type TestApp } from './test/test-app';

/**
 * The edges a client written from the spec meets: content types, long slugs, unknown topics
 * and records, methods, malformed addresses and records of another site.
 */
describe('API edges', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let testAdmin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ admin, testAdmin } = await signInCast(t.app));
  });
  afterAll(() => t.close());

  const json = { 'content-type': 'application/json' };
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers = admin,
    body?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const created = async (
    url: string,
    body: object,
    headers = admin,
  ): Promise<{ id: number; slug?: string }> => {
    const res = await send('POST', url, headers, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const refused = (res: { status: number; body: unknown }, status: number, error?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ success: false, data: null, ...(error ? { error } : {}) });
  };

  describe('bodiless calls with a JSON content type', () => {
    it('deletes brands, items, tips, podcasts and banking records', async () => {
      const brand = await created(ROUTES.brands.list, buildBrand());
      const item = await created(ROUTES.brandItems.list, buildItem({ brandId: brand.id }));
      const tip = await created(ROUTES.tips.list, { title: 'Store cells cool' });
      const podcast = await created(ROUTES.podcasts.list, {
        title: 'Cells',
        audioUrl: 'https://cdn.example.com/cells.mp3',
      });
      const record = await created(ROUTES.banking.list, {
        date: '2025-03-01',
        amount: '10.00',
        currencyType: 'USD',
        direction: 'income',
      });
      for (const url of [
        `/api/brand-items/${item.id}`,
        `/api/brands/${brand.id}`,
        `/api/tips/${tip.id}`,
        `/api/podcasts/${podcast.id}`,
        `/api/banking/${record.id}`,
      ]) {
        const res = await send('DELETE', url, { ...admin, ...json });
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.success).toBe(true);
      }
    });

    it('opens a chat session with a JSON content type and no body', async () => {
      const res = await t.app.inject({ method: 'POST', url: ROUTES.chat.session, headers: json });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('still refuses a malformed JSON body, and a missing one where a body is needed', async () => {
      const brand = await created(ROUTES.brands.list, buildBrand());
      const bad = await t.app.inject({
        method: 'DELETE',
        url: `/api/brands/${brand.id}`,
        headers: { ...admin, ...json },
        payload: '{"x":',
      });
      refused({ status: bad.statusCode, body: bad.json() }, 400, ERRORS.malformedJson);
      const none = await t.app.inject({
        method: 'POST',
        url: ROUTES.brands.list,
        headers: { ...admin, ...json },
      });
      refused({ status: none.statusCode, body: none.json() }, 400);
    });
  });

  describe('long slugs and ids', () => {
    it('reads a brand and its item whose slugs are 120 characters long', async () => {
      const brandSlug = `b${'-x'.repeat(59)}a`;
      const itemSlug = `i${'1'.repeat(119)}`;
      expect([brandSlug.length, itemSlug.length]).toEqual([120, 120]);
      const brand = await created(ROUTES.brands.list, buildBrand({ slug: brandSlug }));
      await created(ROUTES.brandItems.list, buildItem({ brandId: brand.id, itemSlug }));
      const read = await send('GET', `/api/brands/slug/${brandSlug}`);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      const item = await send('GET', `/api/brand-items/${brandSlug}/${itemSlug}`);
      expect(item.status, JSON.stringify(item.body)).toBe(200);
      expect(item.body.data.itemSlug).toBe(itemSlug);
    });

    it('looks up a chat history id as long as the contract allows (and does not find it)', async () => {
      refused(await send('GET', `/api/chat/history/${'a'.repeat(200)}`, {}), 404);
    });
  });

  describe('unknown topics, records, content types and methods', () => {
    it('answers an unknown websiteTopic with 404 and the site-config error', async () => {
      for (const url of [
        '/api/brands',
        '/api/tips',
        '/api/podcasts',
        '/api/brand-items',
        '/api/search?q=aa',
      ]) {
        const res = await send('GET', `${url}${url.includes('?') ? '&' : '?'}websiteTopic=nosuchsite`, {});
        refused(res, 404, `${ERRORS.siteConfigNotFound} 'nosuchsite'`);
      }
      expect((await send('GET', '/api/brands?websiteTopic=test', {})).status).toBe(200);
    });

    it('answers the items of an unknown brand with 404', async () => {
      refused(await send('GET', '/api/brand-items/brand/99999', {}), 404, ERRORS.brandNotFound);
      const other = await created(ROUTES.brands.list, buildBrand(), testAdmin);
      refused(await send('GET', `/api/brand-items/brand/${other.id}`, {}), 404, ERRORS.brandNotFound);
      const own = await created(ROUTES.brands.list, buildBrand());
      expect((await send('GET', `/api/brand-items/brand/${own.id}`, {})).status).toBe(200);
    });

    it('answers every unsupported content type with 415', async () => {
      for (const type of ['text/plain', 'application/xml', 'text/csv', 'multipart/form-data; boundary=x']) {
        const res = await t.app.inject({
          method: 'POST',
          url: ROUTES.brands.list,
          headers: { ...admin, 'content-type': type },
          payload: 'name=x',
        });
        refused({ status: res.statusCode, body: res.json() }, 415, ERRORS.unsupportedMediaType);
      }
    });

    it('answers a wrong method on an existing path with 405 and Allow', async () => {
      const res = await send('PATCH', ROUTES.brands.list, admin);
      refused(res, 405, ERRORS.methodNotAllowed);
      expect(String(res.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
      const one = await send('POST', '/api/brands/1', admin);
      refused(one, 405, ERRORS.methodNotAllowed);
      expect(String(one.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
      refused(await send('PATCH', '/api/no-such-thing', admin), 404);
    });
  });

  describe("another site's records", () => {
    it('are not found (404) for every write, exactly like records that do not exist', async () => {
      const brand = await created(ROUTES.brands.list, buildBrand());
      const item = await created(ROUTES.brandItems.list, buildItem({ brandId: brand.id }));
      const tip = await created(ROUTES.tips.list, { title: 'Keep cells dry' });
      const podcast = await created(ROUTES.podcasts.list, {
        title: 'Dry cells',
        audioUrl: 'https://cdn.example.com/dry.mp3',
      });
      const record = await created(ROUTES.banking.list, {
        date: '2025-03-01',
        amount: '10.00',
        currencyType: 'USD',
        direction: 'income',
      });
      const theirs = await created(ROUTES.brands.list, buildBrand(), testAdmin);
      const writes = (ids: { brand: number; item: number; tip: number; podcast: number; record: number }) =>
        [
          ['PUT', `/api/brands/${ids.brand}`, { name: 'Taken' }],
          ['DELETE', `/api/brands/${ids.brand}`],
          ['POST', ROUTES.brands.changeOrder, { brandIds: [theirs.id, ids.brand] }],
          ['PUT', `/api/brand-items/${ids.item}`, { name: 'Taken' }],
          ['DELETE', `/api/brand-items/${ids.item}`],
          ['PATCH', ROUTES.brandItems.order, { brandItemIds: [ids.item] }],
          ['POST', ROUTES.brandItems.list, buildItem({ brandId: ids.brand })],
          ['POST', ROUTES.brandItems.bulk, { brandItems: [buildItem({ brandId: ids.brand })] }],
          ['PUT', `/api/tips/${ids.tip}`, { title: 'Taken' }],
          ['DELETE', `/api/tips/${ids.tip}`],
          ['POST', ROUTES.tips.changeOrder, { tipIds: [ids.tip] }],
          ['PUT', `/api/podcasts/${ids.podcast}`, { title: 'Taken' }],
          ['DELETE', `/api/podcasts/${ids.podcast}`],
          ['POST', ROUTES.podcasts.changeOrder, { podcastIds: [ids.podcast] }],
          [
            'PUT',
            `/api/banking/${ids.record}`,
            { date: '2025-03-01', amount: '1', currencyType: 'USD', direction: 'income' },
          ],
          ['DELETE', `/api/banking/${ids.record}`],
          ['GET', `/api/banking/${ids.record}`],
        ] as const;
      const missing = 2_000_000_000;
      const batteries = writes({
        brand: brand.id,
        item: item.id,
        tip: tip.id,
        podcast: podcast.id,
        record: record.id,
      });
      const nowhere = writes({
        brand: missing,
        item: missing,
        tip: missing,
        podcast: missing,
        record: missing,
      });
      for (const [i, [method, url, body]] of batteries.entries()) {
        const res = await send(method, url, testAdmin, body);
        refused(res, 404);
        // The answer a record that does not exist gets, word for word (ids aside).
        const none = await send(nowhere[i]![0], nowhere[i]![1], testAdmin, nowhere[i]![2]);
        const words = (body: unknown) => JSON.stringify(body).replace(/\d+/g, 'N');
        expect(words(res.body), `${method} ${url}`).toBe(words(none.body));
      }
      // Moving one's own item to another site's brand: that brand is not found either.
      const mine = await created(ROUTES.brandItems.list, buildItem({ brandId: theirs.id }), testAdmin);
      refused(
        await send('PUT', `/api/brand-items/${mine.id}`, testAdmin, { brandId: brand.id }),
        404,
        ERRORS.brandNotFound,
      );
      // Nothing of batteries changed.
      expect((await send('GET', `/api/brands/${brand.id}`)).body.data.id).toBe(brand.id);
      expect((await send('GET', `/api/banking/${record.id}`)).body.data.amount).toBe('10.00');
    });
  });
});

describe('a malformed %-escape in a page address', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'api-edges-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is a 400 with the bad-address error when resolved', async () => {
    for (const page of [
      'http://localhost/%E0%A4%A',
      'http://localhost/batteries/%E0%A4%A',
      'http://localhost/x/%FF',
    ]) {
      const res = await t.app.inject({ url: `${ROUTES.siteConfig.resolve}?url=${encodeURIComponent(page)}` });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, error: ERRORS.badUrl });
    }
  });

  it('is a 400 page, not a 503, at any segment', async () => {
    for (const url of ['/%E0%A4%A', '/%E0%A4%A/brands', '/batteries/%E0%A4%A', '/batteries/tips/%C0']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
    }
    expect((await t.app.inject({ url: '/batteries/brands' })).statusCode).toBe(200);
  });

  it('gives the page head of such an address the status 400, whatever segment holds it', async () => {
    // The router refuses most such requests itself; the page head must not throw on the ones it
    // is asked about (a throw there is answered 503 with the bare shell).
    for (const page of ['/%E0%A4%A', '/%E0%A4%A/brands', '/batteries/%E0%A4%A', '/batteries/tips/%C0']) {
      const meta = await t.app.pageHeads.pageMeta(new URL(`http://localhost${page}`), 'http://localhost');
      expect(meta.status, page).toBe(400);
    }
  });
});

describe('the OpenAPI document', () => {
  type Parameter = { name: string; in: string; schema: { maximum?: number } };
  type Operation = {
    security?: unknown[];
    parameters?: Parameter[];
    requestBody?: unknown;
    responses: Record<
      string,
      { description: string; content?: Record<string, { schema: { properties?: object } }> }
    >;
  };
  let operations: Array<[string, string, Operation]>;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation],
      ),
    );
  });
  afterAll(() => t.close());

  const errorEnvelope = (op: Operation, status: string) => {
    const reply = op.responses[status];
    expect(reply, status).toBeDefined();
    expect(Object.keys(reply!.content?.['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['success', 'data', 'error']),
    );
  };

  it('describes the error replies of every operation, in the envelope', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const [method, path, op] of operations) {
      const at = `${method} ${path}`;
      const codes = Object.keys(op.responses);
      if (/^\/(api|auth)\//.test(path))
        expect(codes, at).toEqual(expect.arrayContaining(['400', '429', '503']));
      for (const code of codes.filter((c) => Number(c) >= 400)) errorEnvelope(op, code);
      if (op.security?.length) expect(codes, at).toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{') && path !== '/api/docs/{*}') expect(codes, at).toContain('404');
      if (op.parameters?.some((p) => p.name === 'websiteTopic')) expect(codes, at).toContain('404');
      if (op.requestBody) expect(codes, at).toEqual(expect.arrayContaining(['413', '415']));
    }
    const op = (m: string, p: string) => operations.find(([method, path]) => method === m && path === p)![2];
    expect(Object.keys(op('POST', '/api/brands').responses)).toContain('409');
    expect(Object.keys(op('PUT', '/api/site-config').responses)).toContain('409');
    expect(Object.keys(op('GET', '/api/brands').responses)).not.toContain('409');
  });

  it('documents the real bounds of page sizes and limits, never 2^53', () => {
    const param = (m: string, p: string, name: string) =>
      operations
        .find(([method, path]) => method === m && path === p)![2]
        .parameters!.find((x) => x.name === name)!;
    expect(param('GET', '/api/brands', 'pageSize').schema.maximum).toBe(MAX_PAGE_SIZE);
    expect(param('GET', '/api/tips', 'pageSize').schema.maximum).toBe(MAX_PAGE_SIZE);
    expect(param('GET', '/api/brands/featured', 'limit').schema.maximum).toBe(48);
    expect(param('GET', '/api/search/aggregated', 'itemsLimit').schema.maximum).toBe(SEARCH_LIMITS.itemsMax);
    for (const [method, path, op] of operations) {
      for (const p of op.parameters ?? []) {
        expect(p.schema.maximum ?? 0, `${method} ${path} ${p.name}`).toBeLessThan(Number.MAX_SAFE_INTEGER);
      }
    }
  });
});
