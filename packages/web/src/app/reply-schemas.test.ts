import { describe, expect, it } from 'vitest';
import { brandsApi } from '../features/brands/brands-api';
import { crawlApi } from '../features/crawl/crawl-api';
import { siteConfigApi } from '../features/site-config/site-config-api';
import { brandPage, buildBrand } from '../test/factories';
import { buildStore } from './store';

/** A server that answers every call with `data` in a success envelope (or `body` as it is). */
const serving = (reply: { data: unknown } | { body: unknown }) =>
  (async () =>
    new Response(
      JSON.stringify('body' in reply ? reply.body : { success: true, data: reply.data, error: null }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    )) as typeof fetch;

const storeServing = (reply: { data: unknown } | { body: unknown }) =>
  buildStore({ extra: { fetchFn: serving(reply) } });

const brands = brandPage([
  buildBrand({ id: 1 }),
  buildBrand({ id: 2, slug: 'energizer', name: 'Energizer' }),
]);

describe("a reply is checked against the contract's schema (development and tests)", () => {
  it('hands a reply that matches on exactly as the server sent it', async () => {
    const sent = { ...brands, fromANewerServer: true };
    const { data, error } = await storeServing({ data: sent }).dispatch(
      brandsApi.endpoints.getBrands.initiate({ isCategory: false }),
    );
    expect(error).toBeUndefined();
    // Not zod's parsed copy: a member the schema does not name is still there.
    expect(data).toEqual(sent);
  });

  it('refuses a reply of the wrong shape with an ApiError naming the endpoint and the place', async () => {
    const wrong = { ...brands, items: [{ ...brands.items[0], name: 42 }] };
    const { data, error } = await storeServing({ data: wrong }).dispatch(
      brandsApi.endpoints.getBrands.initiate({ isCategory: false }),
    );
    expect(data).toBeUndefined();
    expect(error).toEqual({ status: 'PARSE_ERROR', error: expect.stringContaining('getBrands') });
    expect((error as { error: string }).error).toMatch(/items\.0\.name: .*string/i);
  });

  it('refuses a list reply with a wrong row, and a list that is not one', async () => {
    const store = storeServing({ data: [buildBrand(), { id: 'x' }] });
    const { error } = await store.dispatch(brandsApi.endpoints.getHeaderBrands.initiate());
    expect(error).toMatchObject({
      status: 'PARSE_ERROR',
      error: expect.stringMatching(/getHeaderBrands.*1\.id/),
    });

    const notAList = await storeServing({ data: { items: [] } }).dispatch(
      brandsApi.endpoints.getCategoriesFlyout.initiate(),
    );
    expect(notAList.error).toMatchObject({
      status: 'PARSE_ERROR',
      error: expect.stringMatching(/Expected a list/),
    });
  });

  it('takes null where the contract allows it ("no crawl running"), and refuses a wrong object there', async () => {
    const idle = await storeServing({ data: null }).dispatch(crawlApi.endpoints.crawlStatus.initiate());
    expect(idle.error).toBeUndefined();
    expect(idle.data).toBeNull();
    const wrong = await storeServing({ data: { running: 'yes' } }).dispatch(
      crawlApi.endpoints.crawlStatus.initiate(),
    );
    expect(wrong.error).toMatchObject({
      status: 'PARSE_ERROR',
      error: expect.stringContaining('crawlStatus'),
    });
  });

  it('checks the whole reply of the site resolution, which carries more than data', async () => {
    const body = {
      success: true,
      data: null,
      error: null,
      allConfigs: 'none',
      viaDomain: false,
      topic: null,
    };
    const { error } = await storeServing({ body }).dispatch(
      siteConfigApi.endpoints.resolveSiteConfig.initiate('http://localhost/'),
    );
    expect(error).toMatchObject({
      status: 'PARSE_ERROR',
      error: expect.stringMatching(/resolveSiteConfig.*allConfigs/),
    });

    const fine = { ...body, allConfigs: [] };
    const resolved = await storeServing({ body: fine }).dispatch(
      siteConfigApi.endpoints.resolveSiteConfig.initiate('http://localhost/'),
    );
    expect(resolved.data).toEqual(fine);
  });
});
