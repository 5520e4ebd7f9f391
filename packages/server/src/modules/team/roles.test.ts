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
 * Editors have the catalogue, tips, podcasts and pictures: their writes go through end to end,
 * past the guard and whatever the services check after it. Who is refused where is swept over
 * every route by `guards.test.ts`, from the contract's access policy.
 */
describe('roles across the write routes', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let editor: Headers;
  let n = 0;
  const fixture = { brandId: 0, itemId: 0, tipId: 0, podcastId: 0 };

  const send = (call: Call, headers: Headers) =>
    t.app.inject({
      method: call.method,
      url: call.url,
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

  it.each(editorRoutes)('%s is allowed to an editor and an admin', async (_name, build) => {
    const asEditor = await send(await build(), editor);
    expect(asEditor.statusCode, asEditor.body).toBeLessThan(300);
    const asAdmin = await send(await build(), cast.admin);
    expect(asAdmin.statusCode, asAdmin.body).toBeLessThan(300);
  });

  it('leaves nothing changed by a refused write', async () => {
    const siteBody = { title: 'Taken over', primaryColor: '#000000', secondaryColor: '#000000' };
    await send({ method: 'PUT', url: '/api/site-config', payload: siteBody }, editor);
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
