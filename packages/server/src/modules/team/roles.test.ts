import { ERRORS } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { addEditor } from './team-test-helpers';

type Headers = { authorization: string };
type Call = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: string;
  payload?: object;
  /** Headers of the body itself (a multipart upload's content type). */
  headers?: Record<string, string>;
};

/**
 * Every write route (and the admin-only reads an editor might try), with the least role that
 * may use it. Editors have the catalogue, tips and podcasts; everything else is the admin's.
 */
describe('roles across the write routes', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let editor: Headers;
  let n = 0;
  const fixture = { brandId: 0, itemId: 0, tipId: 0, podcastId: 0 };

  const send = (call: Call, headers: Headers, query = '') =>
    t.app.inject({
      method: call.method,
      url: `${call.url}${call.url.includes('?') ? '&' : '?'}${query}`,
      headers: { ...headers, ...call.headers },
      ...(call.payload ? { payload: call.payload } : {}),
    });
  const created = async (call: Call) => {
    const res = await send(call, cast.admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const brand = () => ({ name: `Brand ${++n}` });
  const item = () => ({ brandId: fixture.brandId, name: `Item ${++n}` });
  const tip = () => ({ title: `Tip ${++n}` });
  const podcast = () => ({ title: `Episode ${++n}`, audioUrl: 'https://example.com/a.mp3' });
  /** A picture for the library, sent as the browser's file picker sends it. */
  const picture = async (): Promise<Call> => {
    const bytes = await sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: ++n % 256, g: 40, b: 200 } },
    })
      .png()
      .toBuffer();
    return {
      method: 'POST',
      url: '/api/media',
      ...multipart([{ name: 'shelf.png', bytes, type: 'image/png' }]),
    };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await signInCast(t.app);
    editor = await addEditor(t.app, cast.admin, 'editor@batteries.test');
    fixture.brandId = await created({ method: 'POST', url: '/api/brands', payload: brand() });
    fixture.itemId = await created({ method: 'POST', url: '/api/brand-items', payload: item() });
    fixture.tipId = await created({ method: 'POST', url: '/api/tips', payload: tip() });
    fixture.podcastId = await created({ method: 'POST', url: '/api/podcasts', payload: podcast() });
  });
  afterAll(() => t.close());

  /** Calls an editor may make; each builds its own valid request (deletes make what they delete). */
  const editorRoutes: Array<[string, () => Promise<Call>]> = [
    ['create a brand', async () => ({ method: 'POST', url: '/api/brands', payload: brand() })],
    [
      'create a category',
      async () => ({ method: 'POST', url: '/api/brands', payload: { ...brand(), isCategory: true } }),
    ],
    [
      'update a brand',
      async () => ({ method: 'PUT', url: `/api/brands/${fixture.brandId}`, payload: { description: 'New' } }),
    ],
    [
      'delete a brand',
      async () => ({
        method: 'DELETE',
        url: `/api/brands/${await created({ method: 'POST', url: '/api/brands', payload: brand() })}`,
      }),
    ],
    [
      'order brands',
      async () => ({
        method: 'POST',
        url: '/api/brands/change-order',
        payload: { brandIds: [fixture.brandId] },
      }),
    ],
    ['create an item', async () => ({ method: 'POST', url: '/api/brand-items', payload: item() })],
    [
      'bulk create items',
      async () => ({
        method: 'POST',
        url: '/api/brand-items/bulk',
        payload: { brandItems: [item(), item()] },
      }),
    ],
    [
      'update an item',
      async () => ({
        method: 'PUT',
        url: `/api/brand-items/${fixture.itemId}`,
        payload: { description: 'New' },
      }),
    ],
    [
      'delete an item',
      async () => ({
        method: 'DELETE',
        url: `/api/brand-items/${await created({ method: 'POST', url: '/api/brand-items', payload: item() })}`,
      }),
    ],
    [
      'order items',
      async () => ({
        method: 'PATCH',
        url: '/api/brand-items/order',
        payload: { brandItemIds: [fixture.itemId] },
      }),
    ],
    ['create a tip', async () => ({ method: 'POST', url: '/api/tips', payload: tip() })],
    [
      'update a tip',
      async () => ({ method: 'PUT', url: `/api/tips/${fixture.tipId}`, payload: { title: 'Renamed tip' } }),
    ],
    [
      'delete a tip',
      async () => ({
        method: 'DELETE',
        url: `/api/tips/${await created({ method: 'POST', url: '/api/tips', payload: tip() })}`,
      }),
    ],
    [
      'order tips',
      async () => ({ method: 'POST', url: '/api/tips/change-order', payload: { tipIds: [fixture.tipId] } }),
    ],
    ['create a podcast', async () => ({ method: 'POST', url: '/api/podcasts', payload: podcast() })],
    [
      'update a podcast',
      async () => ({
        method: 'PUT',
        url: `/api/podcasts/${fixture.podcastId}`,
        payload: { title: 'Renamed episode' },
      }),
    ],
    [
      'delete a podcast',
      async () => ({
        method: 'DELETE',
        url: `/api/podcasts/${await created({ method: 'POST', url: '/api/podcasts', payload: podcast() })}`,
      }),
    ],
    [
      'order podcasts',
      async () => ({
        method: 'POST',
        url: '/api/podcasts/change-order',
        payload: { podcastIds: [fixture.podcastId] },
      }),
    ],
    ['read the dashboard', async () => ({ method: 'GET', url: '/api/admin/overview' })],
    ['export the catalogue file', async () => ({ method: 'GET', url: '/api/brand-items/export?format=csv' })],
    [
      'check a catalogue file',
      async () => {
        const exported = await send({ method: 'GET', url: '/api/brand-items/export?format=csv' }, cast.admin);
        return {
          method: 'POST',
          url: '/api/brand-items/import',
          payload: { format: 'csv', content: exported.json().data.content as string, dryRun: true },
        };
      },
    ],
    ['browse the media library', async () => ({ method: 'GET', url: '/api/media' })],
    ['upload to the media library', picture],
  ];

  const siteBody = { title: 'Taken over', primaryColor: '#000000', secondaryColor: '#000000' };
  const bankingBody = { date: '2026-01-02', amount: '10.00', currencyType: 'USD', direction: 'income' };
  /** Calls only an admin may make: refused to editors before anything is read or written. */
  const adminRoutes: Array<[string, Call]> = [
    ['change site settings', { method: 'PUT', url: '/api/site-config', payload: siteBody }],
    [
      'change marketplace settings',
      {
        method: 'PUT',
        url: '/api/site-config/marketplace',
        payload: {
          adapter: 'pages',
          apiClientId: null,
          priceRefreshHours: 24,
          priceMaxAgeHours: 24,
          productPageMaxAgeDays: 30,
        },
      },
    ],
    ['read marketplace settings', { method: 'GET', url: '/api/site-config/marketplace' }],
    ['crawl everything', { method: 'POST', url: '/api/amazon-search/crawl-all' }],
    ['crawl empty brands', { method: 'POST', url: '/api/amazon-search/crawl-empty' }],
    ['crawl a term', { method: 'POST', url: '/api/amazon-search/crawl-term', payload: { term: 'aa' } }],
    ['cancel a crawl', { method: 'POST', url: '/api/amazon-search/cancel' }],
    ['destroy a crawl', { method: 'POST', url: '/api/amazon-search/destroy' }],
    [
      'accept a reviewed brand',
      { method: 'POST', url: '/api/amazon-search/review/accept', payload: { brandName: 'Acme' } },
    ],
    [
      'dismiss a reviewed brand',
      { method: 'POST', url: '/api/amazon-search/review/dismiss', payload: { brandName: 'Acme' } },
    ],
    ['refresh prices', { method: 'POST', url: '/api/amazon-search/price-refresh' }],
    ['fill empty SEO text', { method: 'POST', url: '/api/seo/populate-empty' }],
    ['fill all SEO text', { method: 'POST', url: '/api/seo/populate-all' }],
    [
      'add search synonyms',
      { method: 'POST', url: '/api/search/synonyms', payload: { terms: ['aa', 'bb'] } },
    ],
    [
      'change search synonyms',
      { method: 'PUT', url: '/api/search/synonyms/1', payload: { terms: ['aa', 'bb'] } },
    ],
    ['delete search synonyms', { method: 'DELETE', url: '/api/search/synonyms/1' }],
    ['read search synonyms', { method: 'GET', url: '/api/search/synonyms' }],
    ['add a banking record', { method: 'POST', url: '/api/banking', payload: bankingBody }],
    ['change a banking record', { method: 'PUT', url: '/api/banking/1', payload: bankingBody }],
    ['delete a banking record', { method: 'DELETE', url: '/api/banking/1' }],
    [
      'import banking records',
      { method: 'POST', url: '/api/banking/import', payload: { csv: 'a', dryRun: true } },
    ],
    ['read banking', { method: 'GET', url: '/api/banking' }],
    ['read analytics', { method: 'GET', url: '/api/analytics/daily' }],
    [
      'add a team member',
      { method: 'POST', url: '/api/team', payload: { email: 'new@batteries.test', role: 'admin' } },
    ],
    ['change a role', { method: 'PUT', url: '/api/team/1/role', payload: { role: 'editor' } }],
    ['disable an account', { method: 'PUT', url: '/api/team/1/disabled', payload: { disabled: true } }],
    ['reset a password', { method: 'POST', url: '/api/team/1/password', payload: {} }],
    ['remove a team member', { method: 'DELETE', url: '/api/team/1' }],
    ['read the team', { method: 'GET', url: '/api/team' }],
    ['read the history of changes', { method: 'GET', url: '/api/activity' }],
    ['restore a version', { method: 'POST', url: '/api/activity/1/restore' }],
  ];

  describe.each(editorRoutes)('%s', (_name, build) => {
    it('is allowed to an editor and an admin', async () => {
      const asEditor = await send(await build(), editor);
      expect(asEditor.statusCode, asEditor.body).toBeLessThan(300);
      const asAdmin = await send(await build(), cast.admin);
      expect(asAdmin.statusCode, asAdmin.body).toBeLessThan(300);
    });

    it('is refused to a plain user, to no token, and to other topics', async () => {
      const call = await build();
      const asUser = await send(call, cast.shopper);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().error).toBe(ERRORS.forbidden);
      expect(
        (
          await t.app.inject({
            method: call.method,
            url: call.url,
            headers: call.headers,
            payload: call.payload,
          })
        ).statusCode,
      ).toBe(401);
      // Another topic's admin naming this topic, and this topic's editor naming another.
      const otherAdmin = await send(call, cast.testAdmin, 'websiteTopic=batteries');
      expect(otherAdmin.statusCode).toBe(403);
      expect(otherAdmin.json().error).toBe(ERRORS.forbiddenTopic);
      const elsewhere = await send(call, editor, 'websiteTopic=test');
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().error).toBe(ERRORS.forbiddenTopic);
    });
  });

  it.each(adminRoutes)('%s is refused to editors and plain users', async (_name, call) => {
    for (const who of [editor, cast.shopper]) {
      const res = await send(call, who);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe(ERRORS.forbidden);
    }
  });

  it('leaves nothing changed by a refused write', async () => {
    await send(adminRoutes[0]![1], editor);
    const config = await t.app.inject('/api/site-config?websiteTopic=batteries');
    expect(config.json().data.title).not.toBe('Taken over');
    const before = (await t.app.inject(`/api/brands/${fixture.brandId}`)).json().data.name;
    await send(
      { method: 'PUT', url: `/api/brands/${fixture.brandId}`, payload: { name: 'Shopper was here' } },
      cast.shopper,
    );
    expect((await t.app.inject(`/api/brands/${fixture.brandId}`)).json().data.name).toBe(before);
  });
});
